import type { HttpContext } from '@adonisjs/core/http'
import Address from '#models/address'
import { addressValidator } from '#validators/address'
import { formatAddress, CheckoutService } from '#services/orders/checkout_service'
import { customerBouncer, requireCustomer } from '#http/store_session'
import CustomerAddressPolicy from '#policies/customer_address_policy'

/** /address: the customer's delivery addresses (Saudi national address). */
export default class AddressesController {
  async index(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const addresses = await customer
      .related('addresses')
      .query()
      .where('website_id', ctx.website.id)
      .orderBy('id', 'desc')
    return ctx.inertia.render('store/address/index', {
      addresses: addresses.map((a) => ({
        id: a.id,
        country: a.country,
        city: a.city,
        district: a.district,
        street: a.street,
        shortAddress: a.shortAddress,
        text: formatAddress(a),
      })),
    })
  }

  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const data = await ctx.request.validateUsing(addressValidator)
    const address = await customer.related('addresses').create({
      websiteId: ctx.website.id,
      country: data.country,
      city: data.city,
      district: data.district,
      street: data.street,
      shortAddress: data.short_address,
    })
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
