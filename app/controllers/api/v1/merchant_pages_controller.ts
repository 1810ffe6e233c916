// The merchant API's custom pages (/api/v1/merchant/pages): PageService and pageValidator.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { PageService } from '#services/content_admin/page_service'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { pageValidator } from '#validators/page'
import { forWebsite } from '#validators/website_scope'

/** Name, slug, body (cleaned by PageService) and where the page is linked from. */
export default merchantResourceController({
  name: 'pages',
  list: (website) => website.related('pages').query(),
  ...serviceCalls(PageService),
  present: (page) => ContentPresenter.pageForm(page),
  input: (ctx, id) => ctx.request.validateUsing(pageValidator, forWebsite(ctx.website, id)),
})
