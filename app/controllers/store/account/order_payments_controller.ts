import type { HttpContext } from '@adonisjs/core/http'
import type Order from '#models/order'
import { requireCustomer } from '#http/store_session'
import { absoluteUrlFor, urlFor } from '#http/urls'
import { DomainError } from '#exceptions/domain_error'
import { moyasarBaseUrl } from '#services/payments/moyasar_client'
import { OnlinePayments, orderMetadata } from '#services/payments/online_payments'
import { PaymentPresenter } from '#presenters/payment_presenter'
import { stcPayMobileValidator, stcPayOtpValidator } from '#validators/payment'

/** What the customer reads after the gateway answered, by outcome. */
const OUTCOME_MESSAGES: Record<string, { kind: 'success' | 'error'; text: string }> = {
  paid: { kind: 'success', text: 'تم الدفع بنجاح، شكرا لك.' },
  already_paid: { kind: 'success', text: 'هذا الطلب مدفوع.' },
  failed: { kind: 'error', text: 'لم يتم الدفع. يمكنك المحاولة مرة أخرى.' },
  pending: { kind: 'error', text: 'لم تكتمل عملية الدفع بعد. يمكنك المحاولة مرة أخرى.' },
  mismatch: { kind: 'error', text: 'عملية الدفع لا تخص هذا الطلب، لم يسجل الدفع.' },
  other_order: { kind: 'error', text: 'عملية الدفع لا تخص هذا الطلب، لم يسجل الدفع.' },
  cancelled: {
    kind: 'error',
    text: 'هذا الطلب ملغي، لم يسجل الدفع. تواصل مع المتجر لاسترداد المبلغ.',
  },
}

/**
 * Paying an order online (/o/{username}/orders/{id}/pay): the card form (posted by the browser to
 * Moyasar with the publishable key), STC Pay (mobile, then OTP), and the callback Moyasar sends the
 * customer back to, which fetches the payment with the secret key before anything is recorded.
 */
export default class OrderPaymentsController {
  async show(ctx: HttpContext) {
    const order = await this.ownOrder(ctx)
    await order.load('bill')
    const payment = await PaymentPresenter.ofOrder(ctx.website, order, order.bill)
    if (!payment.canPay) return ctx.response.redirect(this.orderUrl(ctx, order))
    const gateway = await OnlinePayments.gatewayOf(ctx.website)
    const attempt = await OnlinePayments.lastAttempt(ctx.website, order.id)
    return ctx.inertia.render('store/orders/pay', {
      order: { id: order.id, number: order.number, total: order.total },
      payment,
      card: {
        action: `${moyasarBaseUrl()}/payments`,
        publishableKey: gateway.publishableKey,
        callbackUrl: absoluteUrlFor(ctx.request, 'store.orders.payment_callback', {
          username: ctx.website.username,
          id: order.id,
        }),
        description: `${ctx.website.nameAr} - الطلب #${order.number}`,
        metadata: orderMetadata(ctx.website, order),
      },
      stcPayOtp: attempt?.method === 'stcpay' && attempt.status === 'initiated',
    })
  }

  /** Moyasar sends the customer here with ?id=; nothing is believed until the payment is fetched. */
  async callback(ctx: HttpContext) {
    const order = await this.ownOrder(ctx)
    const paymentId = String(ctx.request.input('id', ''))
    try {
      const outcome = await OnlinePayments.settleOrder(ctx.website, order.id, paymentId)
      const message = OUTCOME_MESSAGES[outcome]
      ctx.session.flash(message.kind, message.text)
    } catch (error) {
      // an unknown payment, a gateway that is down or gone: said on the order's page, nothing recorded
      if (!(error instanceof DomainError)) throw error
      ctx.session.flash('error', error.userMessage)
    }
    return ctx.response.redirect(this.orderUrl(ctx, order))
  }

  async stcPay(ctx: HttpContext) {
    const { mobile } = await ctx.request.validateUsing(stcPayMobileValidator)
    const order = await this.payable(ctx)
    const callbackUrl = absoluteUrlFor(ctx.request, 'store.orders.payment_callback', {
      username: ctx.website.username,
      id: order.id,
    })
    await OnlinePayments.startStcPay(ctx.website, order, mobile, callbackUrl)
    ctx.session.flash('success', 'أرسلت STC Pay رمز التحقق إلى جوالك.')
    return ctx.response.redirect(urlFor('store.orders.pay', this.params(ctx, order)))
  }

  async stcPayOtp(ctx: HttpContext) {
    const { otp } = await ctx.request.validateUsing(stcPayOtpValidator)
    const order = await this.payable(ctx)
    const outcome = await OnlinePayments.confirmStcPay(ctx.website, order, otp)
    const message = OUTCOME_MESSAGES[outcome]
    ctx.session.flash(message.kind, message.text)
    return ctx.response.redirect(this.orderUrl(ctx, order))
  }

  /** The signed-in customer's own order of this website; anything else is a 404. */
  private async ownOrder(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    return ctx.website
      .related('orders')
      .query()
      .where('customer_id', customer.id)
      .where('id', Number(ctx.params.id))
      .firstOrFail()
  }

  private async payable(ctx: HttpContext) {
    const order = await this.ownOrder(ctx)
    await order.load('bill')
    const payment = await PaymentPresenter.ofOrder(ctx.website, order, order.bill)
    if (!payment.canPay) throw new DomainError('order_not_payable')
    return order
  }

  private params(ctx: HttpContext, order: Order) {
    return { username: ctx.website.username, id: order.id }
  }

  private orderUrl(ctx: HttpContext, order: Order) {
    return urlFor('store.orders.show', this.params(ctx, order))
  }
}
