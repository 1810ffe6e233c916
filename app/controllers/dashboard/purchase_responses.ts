import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { attachment, csvStream } from '#http/input/csv'
import { purchaseChangeValidator, purchaseFilters } from '#validators/purchase'
import type Website from '#models/website'
import type { OrderStatus } from '#models/order'
import { PurchaseDesk, type PurchaseKind } from '#services/dashboard/purchase_desk'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { pageOf } from '#http/input/paging'
import type Bill from '#models/bill'
import { PaymentPresenter } from '#presenters/payment_presenter'
import type { Payable } from '#services/payments/online_payments'
import { seatCan } from '#services/staff/permissions'
import { purchaseChunks, type ExportedPurchase } from '#services/dashboard/purchase_export'
import { PurchasePresenter } from '#presenters/dashboard/purchase_presenter'

function filtersOf(ctx: HttpContext) {
  // a branch role's lists are of its branch (the dashboardWebsite middleware's seat)
  const filters = {
    ...purchaseFilters(ctx.request.qs()),
    branchId: ctx.staffSeat?.branchId ?? null,
  }
  return {
    filters,
    /** as the filter form shows them (empty strings for none) */
    form: {
      status: filters.status ?? '',
      from: filters.from ?? '',
      to: filters.to ?? '',
      q: filters.q ?? '',
      // an order's fulfilment step, only when the list is filtered by one
      ...(filters.step ? { step: filters.step as string } : {}),
    },
  }
}

function metaOf(paginator: { currentPage: number; lastPage: number; total: number }) {
  return {
    currentPage: Number(paginator.currentPage),
    lastPage: Number(paginator.lastPage),
    total: Number(paginator.total),
  }
}

type Filters = ReturnType<typeof purchaseFilters>

/**
 * A work queue's index: a page of the filtered list with each row as presented, the status counters
 * under the same filters (the list's service reads them with the page), and the filters as the form
 * shows them.
 */
export async function queueOf<Item, Row>(
  ctx: HttpContext,
  list: (
    website: Website,
    filters: Filters,
    page: number
  ) => Promise<{
    items: { all(): Item[]; currentPage: number; lastPage: number; total: number }
    counters: Record<OrderStatus, number>
  }>,
  present: (item: Item) => Row
) {
  const { filters, form } = filtersOf(ctx)
  const { items, counters } = await list(ctx.website, filters, pageOf(ctx))
  return {
    rows: items.all().map((item) => present(item)),
    meta: metaOf(items),
    counters,
    filters: form,
  }
}

/**
 * A purchase page's online payment and what is left to refund (refunds: purchase_refunds_controller.ts);
 * reception and branch managers see the payment but are not offered the refund.
 */
export async function paymentPanel(
  ctx: HttpContext,
  kind: PurchaseKind,
  purchase: Payable,
  bill: Bill | null
) {
  const payment = await PaymentPresenter.ofPurchase(ctx.website, kind, purchase, bill)
  return seatCan(ctx.staffSeat, 'payments') ? payment : { ...payment, refundable: 0 }
}

/** PATCH: confirm, cancel and/or mark paid; the toast says what was done. */
export async function changePurchase(ctx: HttpContext, kind: PurchaseKind) {
  const data = await ctx.request.validateUsing(purchaseChangeValidator)
  const actor = ctx.auth.use('web').getUserOrFail()
  const id = Number(ctx.params.id)
  // a form's checkbox sends 'on': accepted() lets it through as it came
  await PurchaseDesk.change(ctx.website, actor, kind, id, {
    status: data.status,
    paid: data.paid ? true : undefined,
    payment_method: data.payment_method,
  })
  const noun = kind === 'booking' ? 'الحجز' : 'الطلب'
  const done = [
    // an order completed is delivered (its last fulfilment step), a booking confirmed
    data.status === 'success' ? (kind === 'order' ? 'تم تسليم الطلب' : `تم تأكيد ${noun}`) : null,
    data.status === 'cancel' ? `تم إلغاء ${noun}` : null,
    data.paid ? 'تم تسجيل دفع الفاتورة' : null,
  ].filter(Boolean)
  ctx.session.flash('success', `${done.join(' و')}.`)
  return ctx.response
    .redirect()
    .toRoute(kind === 'booking' ? 'dashboard.bookings.show' : 'dashboard.orders.show', {
      username: ctx.website.username,
      id,
    })
}

/** What a list's CSV is called and how its lines read, by kind. */
const CSV_OF = {
  order: {
    name: 'orders',
    header: PurchasePresenter.orderCsvHeader,
    row: (order: ExportedPurchase) => PurchasePresenter.orderCsvRow(order),
  },
  booking: {
    name: 'bookings',
    header: PurchasePresenter.bookingCsvHeader,
    row: (booking: ExportedPurchase) => PurchasePresenter.bookingCsvRow(booking),
  },
}

/**
 * The CSV download of the whole filtered list of orders or bookings, named after the website and
 * today's Saudi date: every row, streamed chunk by chunk as the client reads it; the queries stop when
 * the client leaves.
 */
export function exportCsv(ctx: HttpContext, kind: PurchaseKind) {
  const { name, header, row } = CSV_OF[kind]
  const { filters } = filtersOf(ctx)
  const socket = ctx.response.response
  const stopped = () => socket.destroyed || socket.writableEnded
  async function* rows() {
    for await (const items of purchaseChunks(ctx.website, kind, filters, { stopped })) {
      yield items.map((item) => row(item))
    }
  }
  const today = DateTime.now().setZone(STORE_TIMEZONE).toFormat('yyyy-MM-dd')
  ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
  ctx.response.header(
    'Content-Disposition',
    attachment(`${name}-${ctx.website.username}-${today}.csv`)
  )
  ctx.response.stream(csvStream(header, rows()))
}
