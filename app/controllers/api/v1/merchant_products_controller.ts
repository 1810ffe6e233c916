// The merchant API's products (/api/v1/merchant/products): list, read, create, replace, show or hide.
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { ProductAdmin } from '#services/catalogue/product_admin'
import { productFeed } from '#services/merchant_api/product_feed'
import { productBulkValidator, productValidator } from '#validators/product'
import { MerchantApiPresenter } from '#presenters/merchant_api_presenter'
import { pageRequest, sendPage } from '#http/api/merchant_api'

/** The dashboard's validators and ProductAdmin (plan limits, slug, sku, category checks) as JSON. */
export default class MerchantProductsController {
  async index(ctx: HttpContext) {
    const { limit, cursor } = await pageRequest(ctx)
    const page = await productFeed(ctx.website, ctx.request.qs(), cursor, limit)
    return sendPage(
      ctx,
      page.rows.map((row) => MerchantApiPresenter.product(row)),
      page
    )
  }

  async show(ctx: HttpContext) {
    const product = await ProductAdmin.findForForm(ctx.website, Number(ctx.params.id))
    return { data: MerchantApiPresenter.product(product) }
  }

  /** 201 with the new product's address in Location (an image is added in the dashboard). */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(productValidator)
    const product = await ProductAdmin.create(ctx.website, {
      ...input,
      image: undefined,
      images: undefined,
    })
    await product.load('options')
    ctx.response.header(
      'Location',
      router.makeUrl('api.merchant.products.show', { id: product.id })
    )
    return ctx.response.status(201).send({ data: MerchantApiPresenter.product(product) })
  }

  /** Replaces the product's fields (as the dashboard's form sends them all); its image stays. */
  async update(ctx: HttpContext) {
    await ProductAdmin.find(ctx.website, Number(ctx.params.id))
    const input = await ctx.request.validateUsing(productValidator)
    const product = await ProductAdmin.update(ctx.website, Number(ctx.params.id), {
      ...input,
      image: undefined,
      images: undefined,
    })
    await product.load('options')
    return { data: MerchantApiPresenter.product(product) }
  }

  /** Shows or hides it: the dashboard's bulk validator and service for this one product. */
  async visibility(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    await ProductAdmin.find(ctx.website, id)
    const { ids, visible } = await productBulkValidator.validate({
      ids: [id],
      visible: ctx.request.input('visible'),
    })
    await ProductAdmin.setVisible(ctx.website, ids, visible)
    return { data: MerchantApiPresenter.product(await ProductAdmin.findForForm(ctx.website, id)) }
  }
}
