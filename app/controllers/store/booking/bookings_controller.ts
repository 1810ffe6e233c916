import type { HttpContext } from '@adonisjs/core/http'
import { CustomerMobiles } from '#services/customers/customer_mobiles'
import { BranchChoice } from '#http/sessions/branch_choice'
import { urlFor } from '#http/urls/urls'
import { CustomerPurchases } from '#services/customers/customer_purchases'
import { BookingService } from '#services/booking/booking_service'
import { bookingBranch } from '#services/booking/booking_catalogue'
import { customerBookingsPage } from '#services/customers/customer_history'
import { BookingPresenter } from '#presenters/booking_presenter'
import { requireCustomer } from '#http/sessions/store_session'
import { confirmBookingValidator } from '#validators/booking'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { PaymentPresenter } from '#presenters/payment_presenter'
import { isOnlineMethod } from '#services/payments/online_payments'
import { renderHistory } from '#controllers/store/account/history_page'

/** The customer's bookings: list with counters, the confirmation of the wizard, detail and bill. */
export default class BookingsController {
  async index(ctx: HttpContext) {
    return renderHistory(ctx, 'store/booking/index', customerBookingsPage)
  }

  /** Step 5: one booking per cart, at a time that is still free. */
  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const input = await ctx.request.validateUsing(confirmBookingValidator)
    const { schedule } = await bookingBranch(
      ctx.website,
      BranchChoice.get(ctx.session, ctx.website)
    )
    await CustomerMobiles.keep(ctx.website, customer, input.mobile)
    const booking = await new BookingService(ctx.website, customer).confirm(input, schedule)
    // a booking to be paid online waits unpaid: the customer pays it on its pay page
    if (isOnlineMethod(booking.paymentMethod)) {
      return ctx.response.redirect(
        urlFor('store.bookings.pay', { username: ctx.website.username, id: booking.id })
      )
    }
    return ctx.response.redirect(
      urlFor('store.bookings.success', { username: ctx.website.username, id: booking.id })
    )
  }

  async success(ctx: HttpContext) {
    const booking = await this.findOwn(ctx)
    if (!booking) return this.missing(ctx)
    return ctx.inertia.render('store/booking/success', { booking: BookingPresenter.row(booking) })
  }

  async show(ctx: HttpContext) {
    const booking = await this.findOwn(ctx)
    if (!booking) return this.missing(ctx)
    const branch = await CustomerPurchases.linesAndBranch(ctx.website, booking)
    return ctx.inertia.render('store/booking/show', {
      booking: BookingPresenter.detail(booking, branch),
      payment: await PaymentPresenter.ofPurchase(ctx.website, 'booking', booking, booking.bill),
    })
  }

  /** The printable bill, opened by the print button in an 800x600 window. */
  async bill(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const booking = await this.findOwn(ctx)
    if (!booking) return this.missing(ctx)
    await booking.load('items', (q) => q.orderBy('id'))
    if (!booking.bill) return this.missing(ctx, 'لا توجد فاتورة لهذا الحجز')
    return ctx.inertia.render('store/booking/bill', {
      bill: await BookingPresenter.bill(booking, booking.bill, customer),
    })
  }

  /** The signed-in customer's own booking of this website with this id, else null. */
  private findOwn(ctx: HttpContext) {
    return CustomerPurchases.booking(ctx.website, requireCustomer(ctx), ctx.params.id).first()
  }

  /** 'الحجز غير موجود' with status 404: unknown, another customer's or another website's booking. */
  private missing(ctx: HttpContext, message?: string) {
    return renderStoreNotFound(ctx, STORE_NOT_FOUND.booking, {
      description: message,
      back: 'bookings',
    })
  }
}
