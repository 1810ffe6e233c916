// /dashboard/{username}/today: the phone app's board of today's bookings and orders, changed in one tap.
import type { HttpContext } from '@adonisjs/core/http'
import { purchaseChangeValidator } from '#validators/purchase'
import { PurchaseDesk, type PurchaseKind } from '#services/dashboard/purchase_desk'
import { TodayBoard } from '#services/dashboard/today_board'
import { TodayPresenter } from '#presenters/dashboard/today_presenter'
import { can } from '#services/staff/permissions'
import { orderStepValidator } from '#validators/order_step'
import { Fulfilment } from '#services/fulfilment/fulfilment'
import { STEP_LABELS } from '#services/fulfilment/fulfilment_steps'

/** `?branch=3` narrows the board to one branch; anything else shows every branch. */
function branchOf(value: unknown) {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null
  return id && id > 0 ? id : null
}

const NOUNS = { order: 'الطلب', booking: 'الحجز' } as const

export default class TodayController {
  /** The board; a website whose plan opens neither side sees a word on the plans instead. */
  async show(ctx: HttpContext) {
    // a branch role (the staff seat the dashboardWebsite middleware sets) works in its branch only,
    // and reception has no orders side
    const seat = ctx.staffSeat
    const seatBranch = seat?.branchId ?? null
    const board = await TodayBoard.of(ctx.website, {
      branchId: seatBranch ?? branchOf(ctx.request.qs().branch),
      onlyBranch: seatBranch !== null,
      withOrders: !seat || can(seat.role, 'orders.manage'),
    })
    return ctx.inertia.render('dashboard/today/show', TodayPresenter.board(board))
  }

  async updateOrder(ctx: HttpContext) {
    return this.change(ctx, 'order')
  }

  async updateBooking(ctx: HttpContext) {
    return this.change(ctx, 'booking')
  }

  /** POST {step}: the order one step forward (the button names the next one), then the board. */
  async stepOrder(ctx: HttpContext) {
    const { website } = ctx
    const { step } = await ctx.request.validateUsing(orderStepValidator)
    await TodayBoard.ensureSide(website, 'order')
    const actor = ctx.auth.use('web').getUserOrFail()
    const order = await Fulfilment.move(website, actor, Number(ctx.params.id), step)
    ctx.session.flash('success', `طلب رقم ${order.number}: ${STEP_LABELS[step]}.`)
    return this.backToBoard(ctx)
  }

  /** PATCH {status} or {paid, payment_method}: one tap, then back to the board with a toast. */
  private async change(ctx: HttpContext, kind: PurchaseKind) {
    const { website } = ctx
    const data = await ctx.request.validateUsing(purchaseChangeValidator)
    await TodayBoard.ensureSide(website, kind)
    const actor = ctx.auth.use('web').getUserOrFail()
    const purchase = await PurchaseDesk.change(website, actor, kind, Number(ctx.params.id), {
      status: data.status,
      paid: data.paid ? true : undefined,
      payment_method: data.payment_method,
    })
    const done = [
      data.status === 'success'
        ? kind === 'order'
          ? `تم تسليم الطلب رقم ${purchase.number}`
          : `تم تأكيد الحجز رقم ${purchase.number}`
        : null,
      data.status === 'cancel' ? `تم إلغاء ${NOUNS[kind]} رقم ${purchase.number}` : null,
      data.paid ? `تم تسجيل دفع ${NOUNS[kind]} رقم ${purchase.number}` : null,
    ].filter(Boolean)
    ctx.session.flash('success', `${done.join(' و')}.`)
    return this.backToBoard(ctx)
  }

  /** The board again, on the branch it was showing. */
  private backToBoard(ctx: HttpContext) {
    const { website } = ctx
    const branch = branchOf(ctx.request.qs().branch)
    return ctx.response
      .redirect()
      .withQs(branch ? { branch } : {})
      .toRoute('dashboard.today.show', { username: website.username })
  }
}
