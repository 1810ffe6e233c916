// The merchant API's bookings (/api/v1/merchant/bookings): list, read, confirm, cancel, mark paid, refund, invoice.
import type { HttpContext } from '@adonisjs/core/http'
import { MerchantPurchases } from '#http/merchant_purchases'

export default class MerchantBookingsController {
  index(ctx: HttpContext) {
    return MerchantPurchases.index(ctx, 'booking')
  }

  show(ctx: HttpContext) {
    return MerchantPurchases.show(ctx, 'booking')
  }

  update(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'booking', 'update')
  }

  confirm(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'booking', 'confirm')
  }

  cancel(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'booking', 'cancel')
  }

  pay(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'booking', 'pay')
  }

  refund(ctx: HttpContext) {
    return MerchantPurchases.refund(ctx, 'booking')
  }

  invoice(ctx: HttpContext) {
    return MerchantPurchases.invoice(ctx, 'booking')
  }
}
