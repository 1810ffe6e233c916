import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { PAID_METHOD_OPTIONS, PurchasePresenter } from '#presenters/dashboard/purchase_presenter'
import { BookingPresenter } from '#presenters/booking_presenter'
import {
  changePurchase,
  filtersOf,
  metaOf,
  pageOf,
  sendCsv,
} from '#controllers/dashboard/purchase_responses'

/**
 * /dashboard/{username}/bookings: the bookings (filtered by the day of the appointment), their detail,
 * confirmation or cancellation (which frees the time), payment and bill.
 */
export default class BookingsController {
  async index(ctx: HttpContext) {
    const { filters, form } = filtersOf(ctx)
    const [bookings, counters] = await Promise.all([
      PurchaseDesk.listBookings(ctx.website, filters, pageOf(ctx)),
      PurchaseDesk.counters(ctx.website, 'booking', filters),
    ])
    return ctx.inertia.render('dashboard/bookings/index', {
      bookings: bookings.all().map((booking) => PurchasePresenter.bookingRow(booking)),
      meta: metaOf(bookings),
      counters,
      filters: form,
    })
  }

  async show({ inertia, params, website }: HttpContext) {
    const booking = await PurchaseDesk.findBooking(website, Number(params.id))
    return inertia.render('dashboard/bookings/show', {
      booking: PurchasePresenter.bookingDetail(booking),
      paidMethods: PAID_METHOD_OPTIONS,
    })
  }

  async update(ctx: HttpContext) {
    return changePurchase(ctx, 'booking')
  }

  async export(ctx: HttpContext) {
    const { filters } = filtersOf(ctx)
    const bookings = await PurchaseDesk.allBookings(ctx.website, filters)
    return sendCsv(ctx, 'bookings', PurchasePresenter.bookingCsv(bookings))
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
