// The merchant API's home page blocks (/api/v1/merchant/home-sections): their order and which are hidden.
import type { HttpContext } from '@adonisjs/core/http'
import { HomeSectionService } from '#services/content_admin/home_section_service'
import { HomePresenter } from '#presenters/dashboard/home_presenter'
import { homeSectionsValidator } from '#validators/home_sections'

/** The dashboard's home blocks page as JSON: both sites' blocks, saved one site at a time. */
export default class MerchantHomeSectionsController {
  async show({ website }: HttpContext) {
    const [store, content] = await Promise.all([
      HomeSectionService.list(website, 'store'),
      website.supportContent ? HomeSectionService.list(website, 'content') : Promise.resolve([]),
    ])
    return {
      data: {
        store: store.map((block) => HomePresenter.block(block)),
        content: content.map((block) => HomePresenter.block(block)),
      },
    }
  }

  /** Every block id of the site in the new order and the ones to hide (HomeSectionService checks them). */
  async update(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(homeSectionsValidator)
    await HomeSectionService.reorder(ctx.website, data.site, data.order, data.hidden)
    return this.show(ctx)
  }
}
