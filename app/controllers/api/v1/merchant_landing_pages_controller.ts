// The merchant API's landing (menu) pages (/api/v1/merchant/landing-pages): LandingPageService.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { LandingPageService } from '#services/content_admin/landing_page_service'
import { LandingPresenter } from '#presenters/dashboard/content_presenter'
import { landingPageValidator } from '#validators/landing_page'
import { forWebsite } from '#validators/website_scope'

/** The menu is saved whole, within the plan's landing_pages; logo and background stay the dashboard's. */
export default merchantResourceController({
  name: 'landing_pages',
  list: (website) =>
    website
      .related('landingPages')
      .query()
      .preload('items', (items) => items.orderBy('sort_order').orderBy('id')),
  ...serviceCalls(LandingPageService),
  present: (landing) => LandingPresenter.form(landing),
  input: async (ctx, id) => ({
    ...(await ctx.request.validateUsing(landingPageValidator, forWebsite(ctx.website, id))),
    logo: undefined,
    background_image: undefined,
  }),
})
