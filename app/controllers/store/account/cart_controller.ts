import type { HttpContext } from '@adonisjs/core/http'
import { cartOf, currentCustomer } from '#http/sessions/store_session'
import { cartCity } from '#validators/cart'
import { CheckoutService } from '#services/orders/checkout_service'
import { CustomerAddresses } from '#services/customers/customer_addresses'
import { wantsPage } from '#http/pages/responses'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { DeliveryQuote } from '#services/delivery/delivery_quote'
import { addCartItemValidator, updateCartItemValidator } from '#validators/cart_item'

/** The server-side cart: /cart and its lines. Prices always come from the products. */
export default class CartController {
  async show(ctx: HttpContext) {
    const cart = await cartOf(ctx).view({ acknowledge: true })
    const rules = await DeliverySettings.of(ctx.website)
    const kind = cart.taxed ? 'tax' : 'receipt'
    const city = cartCity(ctx.request.qs()) ?? (await this.savedCity(ctx))
    return ctx.inertia.render('store/cart/show', {
      cart,
      delivery: DeliveryQuote.forCart(rules, cart.total, kind, city),
    })
  }

  /** A signed-in shopper's city: their cart's chosen address, else their newest one. */
  private async savedCity(ctx: HttpContext) {
    const customer = currentCustomer(ctx)
    if (!customer) return null
    const chosenId = await new CheckoutService(ctx.website, customer).chosenAddressId()
    const query = CustomerAddresses.list(ctx.website, customer)
    if (chosenId) query.where('id', chosenId)
    const address = await query.select('city').first()
    return address?.city ?? null
  }

  async store(ctx: HttpContext) {
    const {
      product_id: productId,
      option_id: optionId,
      quantity,
    } = await ctx.request.validateUsing(addCartItemValidator)
    const product = await cartOf(ctx, { forWriting: true }).add(
      productId,
      quantity ?? 1,
      optionId ?? null
    )
    if (!wantsPage(ctx)) {
      return ctx.response.created({
        added: {
          productId: product.id,
          name: product.name,
          optionId: product.option?.id ?? null,
          optionName: product.option?.name ?? null,
        },
      })
    }
    return ctx.response.redirect().withQs().back()
  }

  async update(ctx: HttpContext) {
    const { quantity } = await ctx.request.validateUsing(updateCartItemValidator)
    await cartOf(ctx).setQuantity(Number(ctx.params.id), quantity)
    return ctx.response.redirect().withQs().back()
  }

  async destroy(ctx: HttpContext) {
    await cartOf(ctx).remove(Number(ctx.params.id))
    return ctx.response.redirect().withQs().back()
  }
}
