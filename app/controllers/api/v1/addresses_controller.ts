import type { HttpContext } from '@adonisjs/core/http'
import { addressValidator } from '#validators/address'
import { CustomerAddresses } from '#services/customers/customer_addresses'
import { AddressPresenter } from '#presenters/address_presenter'
import { found } from '#exceptions/domain_error'
import { toApi } from '#http/api/api'

/** The signed-in customer's delivery addresses (SPEC.md section 7: GET and POST /address). */
export default class AddressesController {
  async index(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const addresses = await CustomerAddresses.list(ctx.website, customer)
    return { status: true, address: toApi(addresses.map(AddressPresenter.address)) }
  }

  async store(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const data = await ctx.request.validateUsing(addressValidator)
    const address = await CustomerAddresses.create(ctx.website, customer, data)
    return ctx.response.status(201).send({
      status: true,
      message: 'تمت إضافة العنوان',
      ad: toApi(AddressPresenter.address(address)),
    })
  }

  async destroy(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const address = found(
      await CustomerAddresses.findOwn(ctx.website, customer, Number(ctx.params.id))
    )
    await address.delete()
    return { status: true, message: 'تم حذف العنوان' }
  }
}
