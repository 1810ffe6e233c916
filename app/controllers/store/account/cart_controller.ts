import type { HttpContext } from '@adonisjs/core/http'
import { CartService } from '#services/cart/cart_service'
import { addCartItemValidator, updateCartItemValidator } from '#validators/cart_item'

/** The server-side cart: /cart and its lines. Prices always come from the products. */
export default class CartController {
  async show(ctx: HttpContext) {
    const cart = await CartService.forRequest(ctx).view({ acknowledge: true })
    return ctx.inertia.render('store/cart/show', { cart })
  }

  async store(ctx: HttpContext) {
    const { product_id: productId, quantity } =
      await ctx.request.validateUsing(addCartItemValidator)
    const product = await CartService.forRequest(ctx, { forWriting: true }).add(
      productId,
      quantity ?? 1
    )
    if (!ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.created({ added: { productId: product.id, name: product.name } })
    }
    return ctx.response.redirect().withQs().back()
  }

  async update(ctx: HttpContext) {
    const { quantity } = await ctx.request.validateUsing(updateCartItemValidator)
    await CartService.forRequest(ctx).setQuantity(Number(ctx.params.id), quantity)
    return ctx.response.redirect().withQs().back()
  }

  async destroy(ctx: HttpContext) {
    await CartService.forRequest(ctx).remove(Number(ctx.params.id))
    return ctx.response.redirect().withQs().back()
  }
}
