// The merchant API's orders and bookings (/api/v1/merchant/{orders|bookings}): one controller for both kinds.
import type { HttpContext } from '@adonisjs/core/http'
import type Order from '#models/order'
import type Booking from '#models/booking'
import { DomainError } from '#exceptions/domain_error'
import { halalasToDecimal } from '#services/invoices/vat'
import { taxModeOf } from '#services/invoices/tax_mode'
import { PurchaseDesk, type PurchaseKind } from '#services/dashboard/purchase_desk'
import { purchaseFeed } from '#services/merchant_api/purchase_feed'
import { purchaseChangeValidator, purchaseFilters } from '#validators/purchase'
import { apiRefundValidator, paymentStatusQueryValidator } from '#validators/payment'
import { PaymentRefunds } from '#services/payments/payment_refunds'
import { apiPayment } from '#presenters/api_payment_presenter'
import { MerchantApiPresenter } from '#presenters/merchant_api_presenter'
import { actorOf, merchantOrderDetail, pageRequest, sendPage } from '#http/api/merchant_api'

/** The change an action route makes, on top of what its body says (a payment method). */
type PurchaseAction = 'confirm' | 'cancel' | 'pay' | 'update'

const ACTIONS = {
  confirm: { status: 'success' as const },
  cancel: { status: 'cancel' as const },
  pay: { paid: true },
  update: {},
}

function find(ctx: HttpContext, kind: PurchaseKind) {
  const id = Number(ctx.params.id)
  return kind === 'order'
    ? PurchaseDesk.findOrder(ctx.website, id)
    : PurchaseDesk.findBooking(ctx.website, id)
}

function detail(ctx: HttpContext, kind: PurchaseKind, purchase: Order | Booking) {
  return kind === 'order'
    ? merchantOrderDetail(ctx, purchase as Order)
    : MerchantApiPresenter.bookingDetail(purchase as Booking)
}

/** List, read, confirm, cancel, mark paid, refund, invoice (thin: services do the work). */
export class MerchantPurchasesController {
  constructor(protected readonly kind: PurchaseKind) {}

  /** A page of the list under the dashboard's filters (status, from, to, q) and payment_status. */
  async index(ctx: HttpContext) {
    const kind = this.kind
    const { limit, cursor } = await pageRequest(ctx)
    const filters = purchaseFilters(ctx.request.qs())
    const { payment_status: paymentStatus } = await paymentStatusQueryValidator.validate(
      ctx.request.qs()
    )
    const page = await purchaseFeed<Order | Booking>(
      ctx.website,
      kind,
      filters,
      cursor,
      limit,
      paymentStatus
    )
    const rows = page.rows.map((row) =>
      kind === 'order'
        ? MerchantApiPresenter.orderRow(row as Order)
        : MerchantApiPresenter.bookingRow(row as Booking)
    )
    return sendPage(ctx, rows, page)
  }

  async show(ctx: HttpContext) {
    return { data: await detail(ctx, this.kind, await find(ctx, this.kind)) }
  }

  /**
   * Confirm, cancel, mark paid (or PATCH with the dashboard's body): the dashboard's validator and
   * PurchaseDesk.change, so the rules (only from pending, a cancelled one is not paid, once) are theirs.
   */
  private async change(ctx: HttpContext, action: PurchaseAction) {
    const kind = this.kind
    const data = await ctx.request.validateUsing(purchaseChangeValidator)
    const change = {
      status: data.status,
      paid: data.paid ? true : undefined,
      payment_method: data.payment_method,
      ...ACTIONS[action],
    }
    const actor = await actorOf(ctx)
    await PurchaseDesk.change(ctx.website, actor, kind, Number(ctx.params.id), change)
    return { data: await detail(ctx, kind, await find(ctx, kind)) }
  }

  /**
   * All (no amount) or part of an online payment back to the customer: the dashboard's service, so its
   * rules (paid online, no more than what is left, the gateway's answer) and Arabic errors are theirs.
   */
  async refund(ctx: HttpContext) {
    const kind = this.kind
    const { amount } = await ctx.request.validateUsing(apiRefundValidator)
    const actor = await actorOf(ctx)
    const purchase = await find(ctx, kind)
    const { amount: given, bill } = await PaymentRefunds.refund(
      ctx.website,
      actor,
      kind,
      purchase.id,
      amount ?? null
    )
    return {
      data: {
        id: purchase.id,
        number: purchase.number,
        refunded: halalasToDecimal(given),
        refunded_halalas: given,
        payment: apiPayment(purchase, bill, 'merchant'),
      },
    }
  }

  /** The bill's figures and the ZATCA QR payload (a 404 while there is no bill); a receipt has no VAT. */
  async invoice(ctx: HttpContext) {
    const kind = this.kind
    const purchase = await find(ctx, kind)
    if (!purchase.bill) throw new DomainError('not_found')
    const mode = await taxModeOf(ctx.website)
    return {
      data:
        kind === 'order'
          ? await MerchantApiPresenter.orderInvoice(purchase as Order, mode)
          : await MerchantApiPresenter.bookingInvoice(purchase as Booking, mode),
    }
  }

  update(ctx: HttpContext) {
    return this.change(ctx, 'update')
  }

  confirm(ctx: HttpContext) {
    return this.change(ctx, 'confirm')
  }

  cancel(ctx: HttpContext) {
    return this.change(ctx, 'cancel')
  }

  pay(ctx: HttpContext) {
    return this.change(ctx, 'pay')
  }
}
