import type { HttpContext } from '@adonisjs/core/http'
import { PaymentRefunds } from '#services/payments/payment_refunds'
import { halalasToDecimal } from '#services/invoices/vat'
import { refundValidator } from '#validators/payment'

/** POST /dashboard/{username}/orders/{id}/refunds: all or part of an order paid online, back to the customer. */
export default class OrderRefundsController {
  async store({ auth, params, request, response, session, website }: HttpContext) {
    const { amount } = await request.validateUsing(refundValidator)
    const user = auth.use('web').getUserOrFail()
    await PaymentRefunds.refund(website, user, Number(params.id), amount)
    session.flash('success', `تم استرداد ${halalasToDecimal(amount)} ر.س إلى العميل.`)
    return response.redirect().toRoute('dashboard.orders.show', {
      username: website.username,
      id: params.id,
    })
  }
}
