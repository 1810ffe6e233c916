import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { PAID_METHOD_OPTIONS, PurchasePresenter } from '#presenters/dashboard/purchase_presenter'
import { BookingPresenter } from '#presenters/booking_presenter'
import {
  changePurchase,
  exportCsv,
  paymentPanel,
  queueOf,
} from '#controllers/dashboard/purchase_responses'

/**
 * /dashboard/{username}/bookings: the bookings (filtered by the day of the appointment), their detail,
 * confirmation or cancellation (which frees the time), payment and bill.
 */
export default class BookingsController {
  async index(ctx: HttpContext) {
    const { rows, ...queue } = await queueOf(
      ctx,
      (website, filters, page) => PurchaseDesk.listBookings(website, filters, page),
      (booking) => PurchasePresenter.bookingRow(booking)
    )
    return ctx.inertia.render('dashboard/bookings/index', { bookings: rows, ...queue })
  }

  async show(ctx: HttpContext) {
    const booking = await PurchaseDesk.findBooking(ctx.website, Number(ctx.params.id))
    const payment = await paymentPanel(ctx, 'booking', booking, booking.bill)
    return ctx.inertia.render('dashboard/bookings/show', {
      booking: PurchasePresenter.bookingDetail(booking),
      paidMethods: PAID_METHOD_OPTIONS,
      payment,
    })
  }

  async update(ctx: HttpContext) {
    return changePurchase(ctx, 'booking')
  }

  /** The CSV of the whole filtered list, streamed. */
  async export(ctx: HttpContext) {
    exportCsv(ctx, 'booking')
  }

  /** The customer's own tax invoice document (same page, same QR), printable from the dashboard. */
  async invoice({ inertia, params, website }: HttpContext) {
    const booking = await PurchaseDesk.findBooking(website, Number(params.id))
    if (!booking.bill) throw new DomainError('not_found')
    return inertia.render('store/booking/bill', {
      bill: await BookingPresenter.bill(booking, booking.bill, booking.customer),
    })
  }
}
