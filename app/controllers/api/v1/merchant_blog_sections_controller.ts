// The merchant API's blog sections (/api/v1/merchant/blog-sections): SectionService and sectionValidator.
import { merchantResourceController, serviceCalls } from '#http/api/merchant_resource'
import { SectionService } from '#services/content_admin/section_service'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { sectionValidator } from '#validators/section'
import { forWebsite } from '#validators/website_scope'

/** Main sections and their sub-sections, as the dashboard's form saves them. */
export default merchantResourceController({
  name: 'blog_sections',
  list: (website) => website.related('sections').query(),
  ...serviceCalls(SectionService),
  present: (section) => ContentPresenter.sectionForm(section),
  input: (ctx, id) => ctx.request.validateUsing(sectionValidator, forWebsite(ctx.website, id)),
})
