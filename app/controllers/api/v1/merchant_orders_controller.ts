// The merchant API's orders (/api/v1/merchant/orders): list, read, confirm, cancel, mark paid, refund, invoice.
import type { HttpContext } from '@adonisjs/core/http'
import { MerchantPurchases } from '#http/merchant_purchases'

export default class MerchantOrdersController {
  index(ctx: HttpContext) {
    return MerchantPurchases.index(ctx, 'order')
  }

  show(ctx: HttpContext) {
    return MerchantPurchases.show(ctx, 'order')
  }

  update(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'order', 'update')
  }

  confirm(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'order', 'confirm')
  }

  cancel(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'order', 'cancel')
  }

  pay(ctx: HttpContext) {
    return MerchantPurchases.change(ctx, 'order', 'pay')
  }

  refund(ctx: HttpContext) {
    return MerchantPurchases.refund(ctx, 'order')
  }

  invoice(ctx: HttpContext) {
    return MerchantPurchases.invoice(ctx, 'order')
  }
}
