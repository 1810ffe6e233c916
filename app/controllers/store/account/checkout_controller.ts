import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import Address from '#models/address'
import { CartService } from '#services/cart/cart_service'
import { CheckoutService, formatAddress } from '#services/orders/checkout_service'
import { customerBouncer, requireCustomer } from '#services/customers/current_customer'
import CustomerAddressPolicy from '#policies/customer_address_policy'
import { chooseAddressValidator, confirmOrderValidator } from '#validators/checkout'
import { StoreFormError } from '#services/cart/store_form_error'

/** /checkout/shipping, /checkout/payment and the confirmation (cash on delivery only). */
export default class CheckoutController {
  async shipping(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const cart = await CartService.forRequest(ctx).view()
    if (cart.lines.length === 0) return ctx.response.redirect(`/o/${ctx.website.username}/cart`)
    const addresses = await customer
      .related('addresses')
      .query()
      .where('website_id', ctx.website.id)
      .orderBy('id', 'desc')
    const chosenId = await new CheckoutService(ctx.website, customer).chosenAddressId()
    return ctx.inertia.render('store/checkout/shipping', {
      addresses: addresses.map((a) => ({ id: a.id, text: formatAddress(a), city: a.city })),
      chosenId,
      summary: { count: cart.count, subtotal: cart.subtotal, vat: cart.vat, total: cart.total },
    })
  }

  async chooseAddress(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const { address_id: addressId } = await ctx.request.validateUsing(chooseAddressValidator)
    const address = await Address.query()
      .where('website_id', ctx.website.id)
      .where('id', addressId)
      .first()
    if (
      !address ||
      (await customerBouncer(ctx).with(CustomerAddressPolicy).denies('use', address))
    ) {
      throw new StoreFormError('العنوان غير موجود', 'address_id')
    }
    await new CheckoutService(ctx.website, customer).chooseAddress(address)
    return ctx.response.redirect(`/o/${ctx.website.username}/checkout/payment`)
  }

  async payment(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const base = `/o/${ctx.website.username}`
    const checkout = new CheckoutService(ctx.website, customer)
    const cart = await CartService.forRequest(ctx).view({ acknowledge: true })
    if (cart.lines.length === 0) return ctx.response.redirect(`${base}/cart`)
    const addressId = await checkout.chosenAddressId()
    if (!addressId) return ctx.response.redirect(`${base}/checkout/shipping`)
    const address = await customer.related('addresses').query().where('id', addressId).firstOrFail()
    const { branches, chosen } = await checkout.chosenBranch(ctx.session)
    return ctx.inertia.render('store/checkout/payment', {
      cart,
      address: { id: address.id, text: formatAddress(address) },
      branches: branches.map((b) => ({ id: b.id, name: b.name })),
      branchId: chosen?.id ?? null,
      checkoutToken: randomUUID(),
    })
  }

  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const input = await ctx.request.validateUsing(confirmOrderValidator)
    const checkout = new CheckoutService(ctx.website, customer)
    const { branches, chosen } = await checkout.chosenBranch(ctx.session)
    const branch = input.branch_id ? branches.find((b) => b.id === input.branch_id) : chosen
    if (input.branch_id && !branch) throw new StoreFormError('الفرع غير موجود', 'branch_id')
    if (branches.length > 0 && !branch) throw new StoreFormError('اختر الفرع.', 'branch_id')

    const order = await checkout.place({
      token: input.checkout_token,
      notes: input.notes,
      branchId: branch?.id ?? null,
    })
    return ctx.response.redirect(`/o/${ctx.website.username}/checkout/success/${order.id}`)
  }

  async success(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const order = await ctx.website
      .related('orders')
      .query()
      .where('customer_id', customer.id)
      .where('id', ctx.params.id)
      .firstOrFail()
    return ctx.inertia.render('store/checkout/success', {
      order: { id: order.id, number: order.number },
    })
  }
}
