import type { HttpContext } from '@adonisjs/core/http'
import { PaymentRefunds } from '#services/payments/payment_refunds'
import type { PayableKind } from '#services/payments/online_payments'
import { halalasToDecimal } from '#services/invoices/vat'
import { refundValidator } from '#validators/payment'

/** POST /dashboard/{username}/{orders|bookings}/{id}/refunds: all or part of an online payment, back to the customer. */
export default class PurchaseRefundsController {
  order(ctx: HttpContext) {
    return this.store(ctx, 'order')
  }

  booking(ctx: HttpContext) {
    return this.store(ctx, 'booking')
  }

  private async store(
    { auth, params, request, response, session, website }: HttpContext,
    kind: PayableKind
  ) {
    const { amount } = await request.validateUsing(refundValidator)
    const user = auth.use('web').getUserOrFail()
    await PaymentRefunds.refund(website, user, kind, Number(params.id), amount)
    session.flash('success', `تم استرداد ${halalasToDecimal(amount)} ر.س إلى العميل.`)
    return response.redirect().toRoute(`dashboard.${kind}s.show`, {
      username: website.username,
      id: params.id,
    })
  }
}
