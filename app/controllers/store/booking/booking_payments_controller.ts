import type { HttpContext } from '@adonisjs/core/http'
import { PurchasePayments } from '#controllers/store/account/purchase_payments'

const payments = new PurchasePayments('booking')

/** /o/{username}/booking/{id}/pay and its callback and STC Pay steps (purchase_payments.ts). */
export default class BookingPaymentsController {
  show = (ctx: HttpContext) => payments.show(ctx)
  callback = (ctx: HttpContext) => payments.callback(ctx)
  stcPay = (ctx: HttpContext) => payments.stcPay(ctx)
  stcPayOtp = (ctx: HttpContext) => payments.stcPayOtp(ctx)
}
