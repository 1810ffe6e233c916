// Paying an order or a booking online, as the storefront's pay page, STC Pay steps and callback do it.
import type { HttpContext } from '@adonisjs/core/http'
import { absoluteUrlFor, urlFor } from '#http/urls/urls'
import { requireCustomer } from '#http/sessions/store_session'
import { DomainError } from '#exceptions/domain_error'
import { CustomerPurchases } from '#services/customers/customer_purchases'
import { moyasarBaseUrl } from '#services/payments/moyasar_client'
import {
  OnlinePayments,
  purchaseMetadata,
  type Payable,
  type PayableKind,
} from '#services/payments/online_payments'
import { PaymentPresenter } from '#presenters/payment_presenter'
import { stcPayMobileValidator, stcPayOtpValidator } from '#validators/payment'
import { GATEWAY_OUTCOMES, type OutcomeMessage } from '#presenters/payment_outcomes'

/** What the customer reads after the gateway answered, by outcome. */
const OUTCOME_MESSAGES: Record<string, OutcomeMessage> = {
  paid: { kind: 'success', text: 'تم الدفع بنجاح، شكرا لك.' },
  ...GATEWAY_OUTCOMES,
  mismatch: { kind: 'error', text: 'عملية الدفع لا تخص هذا الطلب، لم يسجل الدفع.' },
  other_order: { kind: 'error', text: 'عملية الدفع لا تخص هذا الطلب، لم يسجل الدفع.' },
  cancelled: {
    kind: 'error',
    text: 'هذا الطلب ملغي، لم يسجل الدفع. تواصل مع المتجر لاسترداد المبلغ.',
  },
}

/** The names of each kind's routes and words. */
const KINDS = {
  order: {
    show: 'store.orders.show',
    pay: 'store.orders.pay',
    callback: 'store.orders.payment_callback',
    stcpay: 'store.orders.stcpay',
    stcpayOtp: 'store.orders.stcpay_otp',
    noun: 'الطلب',
  },
  booking: {
    show: 'store.bookings.show',
    pay: 'store.bookings.pay',
    callback: 'store.bookings.payment_callback',
    stcpay: 'store.bookings.stcpay',
    stcpayOtp: 'store.bookings.stcpay_otp',
    noun: 'الحجز',
  },
} as const

/**
 * The pay page (/orders/{id}/pay, /booking/{id}/pay): the card form (posted by the browser to Moyasar
 * with the publishable key), STC Pay (mobile, then OTP), and the callback Moyasar sends the customer
 * back to, which fetches the payment with the secret key before anything is recorded.
 */
export class PurchasePayments {
  constructor(private kind: PayableKind) {}

  async show(ctx: HttpContext) {
    const purchase = await this.own(ctx)
    const payment = await PaymentPresenter.ofPurchase(
      ctx.website,
      this.kind,
      purchase,
      purchase.bill
    )
    if (!payment.canPay) return ctx.response.redirect(this.url(ctx, 'show', purchase))
    const gateway = await OnlinePayments.gatewayOf(ctx.website)
    const attempt = await OnlinePayments.lastAttempt(ctx.website, this.kind, purchase.id)
    const names = KINDS[this.kind]
    return ctx.inertia.render('store/orders/pay', {
      kind: this.kind,
      order: { id: purchase.id, number: purchase.number, total: purchase.total },
      payment,
      urls: {
        back: this.url(ctx, 'show', purchase),
        stcpay: this.url(ctx, 'stcpay', purchase),
        stcpayOtp: this.url(ctx, 'stcpayOtp', purchase),
      },
      card: {
        action: `${moyasarBaseUrl()}/payments`,
        publishableKey: gateway.publishableKey,
        callbackUrl: absoluteUrlFor(ctx.request, names.callback, this.params(ctx, purchase)),
        description: `${ctx.website.nameAr} - ${names.noun === 'الطلب' ? 'طلب' : 'حجز'} رقم ${purchase.number}`,
        metadata: purchaseMetadata(ctx.website, this.kind, purchase),
      },
      stcPayOtp: attempt?.method === 'stcpay' && attempt.status === 'initiated',
    })
  }

  /** Moyasar sends the customer here with ?id=; nothing is believed until the payment is fetched. */
  async callback(ctx: HttpContext) {
    const purchase = await this.own(ctx)
    const paymentId = String(ctx.request.input('id', ''))
    try {
      const outcome = await OnlinePayments.settle(ctx.website, this.kind, purchase.id, paymentId)
      const message = OUTCOME_MESSAGES[outcome]
      ctx.session.flash(message.kind, message.text)
    } catch (error) {
      // an unknown payment, a gateway that is down or gone: said on the page, nothing recorded
      if (!(error instanceof DomainError)) throw error
      ctx.session.flash('error', error.userMessage)
    }
    return ctx.response.redirect(this.url(ctx, 'show', purchase))
  }

  async stcPay(ctx: HttpContext) {
    // another customer's or website's purchase is a 404 before anything else
    const purchase = await this.own(ctx)
    const { mobile } = await ctx.request.validateUsing(stcPayMobileValidator)
    await this.ensurePayable(ctx, purchase)
    const names = KINDS[this.kind]
    const callbackUrl = absoluteUrlFor(ctx.request, names.callback, this.params(ctx, purchase))
    await OnlinePayments.startStcPay(ctx.website, this.kind, purchase, mobile, callbackUrl)
    ctx.session.flash('success', 'أرسلت STC Pay رمز التحقق إلى جوالك.')
    return ctx.response.redirect(this.url(ctx, 'pay', purchase))
  }

  async stcPayOtp(ctx: HttpContext) {
    const purchase = await this.own(ctx)
    const { otp } = await ctx.request.validateUsing(stcPayOtpValidator)
    await this.ensurePayable(ctx, purchase)
    const outcome = await OnlinePayments.confirmStcPay(ctx.website, this.kind, purchase, otp)
    const message = OUTCOME_MESSAGES[outcome]
    ctx.session.flash(message.kind, message.text)
    return ctx.response.redirect(this.url(ctx, 'show', purchase))
  }

  /** The signed-in customer's own order or booking of this website, with its bill; else a 404. */
  private async own(ctx: HttpContext): Promise<Payable> {
    const customer = requireCustomer(ctx)
    return this.kind === 'order'
      ? CustomerPurchases.order(ctx.website, customer, ctx.params.id).firstOrFail()
      : CustomerPurchases.booking(ctx.website, customer, ctx.params.id).firstOrFail()
  }

  private async ensurePayable(ctx: HttpContext, purchase: Payable) {
    const payment = await PaymentPresenter.ofPurchase(
      ctx.website,
      this.kind,
      purchase,
      purchase.bill
    )
    if (!payment.canPay) throw new DomainError('order_not_payable')
    return purchase
  }

  private params(ctx: HttpContext, purchase: Payable) {
    return { username: ctx.website.username, id: purchase.id }
  }

  private url(ctx: HttpContext, name: 'show' | 'pay' | 'stcpay' | 'stcpayOtp', purchase: Payable) {
    return urlFor(KINDS[this.kind][name], this.params(ctx, purchase))
  }
}
