import type { HttpContext } from '@adonisjs/core/http'
import Address from '#models/address'
import { addressValidator } from '#validators/address'
import { CheckoutService } from '#services/orders/checkout_service'
import { CustomerAddresses } from '#services/customers/customer_addresses'
import { AddressPresenter } from '#presenters/address_presenter'
import { customerBouncer, requireCustomer } from '#http/sessions/store_session'
import CustomerAddressPolicy from '#policies/customer_address_policy'

/** /address: the customer's delivery addresses (Saudi national address). */
export default class AddressesController {
  async index(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const addresses = await CustomerAddresses.list(ctx.website, customer)
    return ctx.inertia.render('store/address/index', {
      addresses: addresses.map(AddressPresenter.address),
    })
  }

  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const data = await ctx.request.validateUsing(addressValidator)
    const address = await CustomerAddresses.create(ctx.website, customer, data)
    // added from the shipping step: it becomes the order's address
    if (ctx.request.input('choose')) {
      await new CheckoutService(ctx.website, customer).chooseAddress(address)
    }
    ctx.session.flash('success', 'تمت إضافة العنوان')
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    requireCustomer(ctx)
    const address = await Address.query()
      .where('website_id', ctx.website.id)
      .where('id', ctx.params.id)
      .first()
    if (
      !address ||
      (await customerBouncer(ctx).with(CustomerAddressPolicy).denies('delete', address))
    ) {
      ctx.response.status(404)
      return ctx.inertia.render('errors/not_found', {})
    }
    await address.delete()
    ctx.session.flash('success', 'تم حذف العنوان')
    return ctx.response.redirect().back()
  }
}
