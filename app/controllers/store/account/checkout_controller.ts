import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import Address from '#models/address'
import { CheckoutService } from '#services/orders/checkout_service'
import { CustomerAddresses, formatAddress } from '#services/customers/customer_addresses'
import { cartOf, customerBouncer, requireCustomer } from '#http/sessions/store_session'
import { BranchChoice } from '#http/sessions/branch_choice'
import { respondWithDomainError } from '#http/pages/responses'
import { urlFor } from '#http/urls/urls'
import { DomainError } from '#exceptions/domain_error'
import { CustomerPurchases } from '#services/customers/customer_purchases'
import CustomerAddressPolicy from '#policies/customer_address_policy'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { chooseAddressValidator, confirmOrderValidator } from '#validators/checkout'
import { customerMobileValidator } from '#validators/customer_signup'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { DeliveryQuote } from '#services/delivery/delivery_quote'
import { forWebsite } from '#validators/website_scope'

const storeUrl = (ctx: HttpContext, name: string, params: Record<string, string | number> = {}) =>
  urlFor(name, { username: ctx.website.username, ...params })

/** The online methods the payment step offers beside cash, when Moyasar is connected. */
const ONLINE_OFFERED = ['card', 'stcpay'] as const

/** /checkout/shipping, /checkout/payment and the confirmation (cash on delivery or online). */
export default class CheckoutController {
  async shipping(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const cart = await cartOf(ctx).view()
    if (cart.lines.length === 0) return ctx.response.redirect(storeUrl(ctx, 'store.cart.show'))
    const rules = await DeliverySettings.of(ctx.website)
    // a store that only hands orders over at its branch needs no address
    if (!rules.deliveryEnabled)
      return ctx.response.redirect(storeUrl(ctx, 'store.checkout.payment'))
    const addresses = await CustomerAddresses.list(ctx.website, customer)
    const chosenId = await new CheckoutService(ctx.website, customer).chosenAddressId()
    return ctx.inertia.render('store/checkout/shipping', {
      addresses: addresses.map((a) => ({ id: a.id, text: formatAddress(a), city: a.city })),
      chosenId,
      // asked once: a customer without a mobile gives it here, with the address
      needsMobile: !customer.phone,
      pickup: rules.pickupEnabled,
      delivery: DeliveryQuote.forCart(rules, cart.total, cart.taxed ? 'tax' : 'receipt'),
      summary: {
        count: cart.count,
        subtotal: cart.subtotal,
        vat: cart.vat,
        total: cart.total,
        taxed: cart.taxed,
      },
    })
  }

  async chooseAddress(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const { address_id: addressId } = await ctx.request.validateUsing(chooseAddressValidator)
    const { mobile } = customer.phone
      ? { mobile: undefined }
      : await ctx.request.validateUsing(customerMobileValidator, forWebsite(ctx.website))
    const address = await Address.query()
      .where('website_id', ctx.website.id)
      .where('id', addressId)
      .first()
    if (
      !address ||
      (await customerBouncer(ctx).with(CustomerAddressPolicy).denies('use', address))
    ) {
      throw new DomainError('address_not_found')
    }
    const checkout = new CheckoutService(ctx.website, customer)
    await checkout.keepMobile(mobile)
    await checkout.chooseAddress(address)
    return ctx.response.redirect(storeUrl(ctx, 'store.checkout.payment'))
  }

  async payment(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const checkout = new CheckoutService(ctx.website, customer)
    const cart = await cartOf(ctx).view({ acknowledge: true })
    if (cart.lines.length === 0) return ctx.response.redirect(storeUrl(ctx, 'store.cart.show'))
    const rules = await DeliverySettings.of(ctx.website)
    const addressId = rules.deliveryEnabled ? await checkout.chosenAddressId() : null
    // without an address the step is for a pick-up only (when the store offers it); a customer
    // without a mobile gives it on the address step first
    if ((!addressId && !rules.pickupEnabled) || !customer.phone) {
      return ctx.response.redirect(storeUrl(ctx, 'store.checkout.shipping'))
    }
    const address = addressId
      ? await CustomerAddresses.findOwn(ctx.website, customer, addressId)
      : null
    const { branches, chosen } = await checkout.chosenBranch(
      BranchChoice.get(ctx.session, ctx.website)
    )
    const delivery = DeliveryQuote.forCheckout(
      rules,
      {
        city: address?.city ?? null,
        hasAddress: !!address,
        itemsTotal: cart.total,
        kind: cart.taxed ? 'tax' : 'receipt',
      },
      branches
    )
    return ctx.inertia.render('store/checkout/payment', {
      cart,
      address: address ? { id: address.id, text: formatAddress(address) } : null,
      delivery,
      // the method first offered: pick-up when the request asks for it or delivery cannot be
      method:
        delivery.pickup.available &&
        (ctx.request.input('method') === 'pickup' || !delivery.delivery.available)
          ? ('pickup' as const)
          : ('delivery' as const),
      branches: branches.map((b) => ({ id: b.id, name: b.name })),
      branchId: chosen?.id ?? null,
      checkoutToken: randomUUID(),
      // the online methods when the website connected Moyasar (its plan includes the gateway)
      onlineMethods: (await PaymentGateways.active(ctx.website)) ? ONLINE_OFFERED : [],
    })
  }

  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const input = await ctx.request.validateUsing(confirmOrderValidator)
    const checkout = new CheckoutService(ctx.website, customer)
    const { branches, chosen } = await checkout.chosenBranch(
      BranchChoice.get(ctx.session, ctx.website)
    )
    const branch = input.branch_id ? branches.find((b) => b.id === input.branch_id) : chosen
    if (input.branch_id && !branch) throw new DomainError('branch_not_found')
    if (branches.length > 0 && !branch) throw new DomainError('branch_required')
    const online = input.payment_method === 'cod' ? undefined : input.payment_method
    if (online && !(await PaymentGateways.active(ctx.website))) {
      throw new DomainError('payment_gateway_missing')
    }

    try {
      const order = await checkout.place({
        token: input.checkout_token,
        notes: input.notes,
        branch: branch ?? null,
        paymentMethod: online,
        delivery: {
          method: input.delivery_method ?? 'delivery',
          requestedDate: input.requested_date ?? null,
          requestedSlot: input.requested_slot ?? null,
        },
      })
      // an online order is placed unpaid, then paid through the gateway on its pay page
      if (online) return ctx.response.redirect(storeUrl(ctx, 'store.orders.pay', { id: order.id }))
      return ctx.response.redirect(storeUrl(ctx, 'store.checkout.success', { id: order.id }))
    } catch (error) {
      // the cart changed under the customer: back to the cart (or the address step) to see why
      if (error instanceof DomainError && error.is('address_required', 'mobile_required')) {
        return respondWithDomainError(ctx, error, storeUrl(ctx, 'store.checkout.shipping'))
      }
      if (
        error instanceof DomainError &&
        error.is('cart_empty', 'cart_items_unavailable', 'cart_prices_changed', 'out_of_stock')
      ) {
        return respondWithDomainError(ctx, error, storeUrl(ctx, 'store.cart.show'))
      }
      throw error
    }
  }

  async success(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const order = await CustomerPurchases.order(ctx.website, customer, ctx.params.id).firstOrFail()
    return ctx.inertia.render('store/checkout/success', {
      order: { id: order.id, number: order.number },
    })
  }
}
