// The merchant API's home page blocks (/api/v1/merchant/home-sections): their order, hidden ones, added forms.
import type { HttpContext } from '@adonisjs/core/http'
import { HomeSectionService } from '#services/content_admin/home_section_service'
import { HomePresenter } from '#presenters/dashboard/home_presenter'
import { homeFormBlockValidator, homeSectionsValidator } from '#validators/home_sections'
import { toApi } from '#http/api/api'
import { forWebsite } from '#validators/website_scope'

/** The dashboard's home blocks page as JSON: both sites' blocks, saved one site at a time. */
export default class MerchantHomeSectionsController {
  async show({ website }: HttpContext) {
    const [store, content] = await Promise.all([
      HomeSectionService.list(website, 'store'),
      website.supportContent ? HomeSectionService.list(website, 'content') : Promise.resolve([]),
    ])
    return {
      data: toApi({
        store: store.map((block) => HomePresenter.block(block)),
        content: content.map((block) => HomePresenter.block(block)),
      }),
    }
  }

  /** Every block id of the site in the new order and the ones to hide (HomeSectionService checks them). */
  async update(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(homeSectionsValidator)
    await HomeSectionService.reorder(ctx.website, data.site, data.order, data.hidden)
    return this.show(ctx)
  }

  /** Adds one of the website's active forms as the last block of a site's home (201, both sites' blocks). */
  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(homeFormBlockValidator, forWebsite(ctx.website))
    await HomeSectionService.addForm(ctx.website, data.site, data.form_id)
    ctx.response.status(201)
    return this.show(ctx)
  }

  /** Removes an added form block (another kind: 422; another website's block: 404). */
  async destroy(ctx: HttpContext) {
    await HomeSectionService.remove(ctx.website, ctx.params.id)
    return this.show(ctx)
  }
}
