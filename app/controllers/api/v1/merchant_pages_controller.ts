// The merchant API's custom pages (/api/v1/merchant/pages): PageService and pageValidator.
import { merchantResourceController } from '#http/api/merchant_resource'
import { PageService } from '#services/content_admin/page_service'
import { ContentPresenter } from '#presenters/dashboard/content_presenter'
import { pageValidator } from '#validators/page'

/** Name, slug, body (cleaned by PageService) and where the page is linked from. */
export default merchantResourceController({
  name: 'pages',
  list: (website) => website.related('pages').query(),
  find: (website, id) => PageService.find(website, id),
  present: (page) => ContentPresenter.pageForm(page),
  input: (ctx, id) =>
    ctx.request.validateUsing(pageValidator, { meta: { websiteId: ctx.website.id, id } }),
  create: (website, input) => PageService.create(website, input),
  update: (website, id, input) => PageService.update(website, id, input),
  destroy: (website, id) => PageService.destroy(website, id),
})
