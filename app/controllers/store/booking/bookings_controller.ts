import type { HttpContext } from '@adonisjs/core/http'
import { BranchChoice } from '#http/branch_choice'
import { urlFor } from '#http/urls'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import BookingPolicy, { BOOKING_NOT_FOUND } from '#policies/booking_policy'
import { BookingService } from '#services/booking/booking_service'
import { bookingBranch } from '#services/booking/booking_catalogue'
import { customerBookingsPage } from '#services/booking/customer_bookings'
import { BookingPresenter } from '#presenters/booking_presenter'
import { customerBouncer, requireCustomer } from '#http/store_session'
import { confirmBookingValidator } from '#validators/booking'
import { renderStoreNotFound } from '#http/store_not_found'
import { PaymentPresenter } from '#presenters/payment_presenter'
import { isOnlineMethod } from '#services/payments/online_payments'

/** The customer's bookings: list with counters, the confirmation of the wizard, detail and bill. */
export default class BookingsController {
  async index(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const page = Math.max(1, Number.parseInt(ctx.request.input('page', '1'), 10) || 1)
    return ctx.inertia.render(
      'store/booking/index',
      await customerBookingsPage(ctx.website, customer, page)
    )
  }

  /** Step 5: one booking per cart, at a time that is still free. */
  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const input = await ctx.request.validateUsing(confirmBookingValidator)
    const { schedule } = await bookingBranch(
      ctx.website,
      BranchChoice.get(ctx.session, ctx.website)
    )
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
    const booking = await this.findOwn(ctx, 'view')
    if (!booking) return this.missing(ctx)
    return ctx.inertia.render('store/booking/success', { booking: BookingPresenter.row(booking) })
  }

  async show(ctx: HttpContext) {
    const booking = await this.findOwn(ctx, 'view')
    if (!booking) return this.missing(ctx)
    await booking.load((loader) => loader.load('items', (q) => q.orderBy('id')).load('bill'))
    const branch = booking.branchId
      ? await ctx.website.related('branches').query().where('id', booking.branchId).first()
      : null
    return ctx.inertia.render('store/booking/show', {
      booking: BookingPresenter.detail(booking, branch),
      payment: await PaymentPresenter.ofPurchase(ctx.website, 'booking', booking, booking.bill),
    })
  }

  /** The printable bill, opened by the print button in an 800x600 window. */
  async bill(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const booking = await this.findOwn(ctx, 'print')
    if (!booking) return this.missing(ctx)
    await booking.load((loader) => loader.load('items', (q) => q.orderBy('id')).load('bill'))
    if (!booking.bill) return this.missing(ctx, 'لا توجد فاتورة لهذا الحجز')
    return ctx.inertia.render('store/booking/bill', {
      bill: await BookingPresenter.bill(booking, booking.bill, customer),
    })
  }

  /** The booking of this website with this id when the policy lets this customer have it, else null. */
  private async findOwn(ctx: HttpContext, action: 'view' | 'print') {
    const booking = await ctx.website.related('bookings').query().where('id', ctx.params.id).first()
    if (!booking) return null
    try {
      await customerBouncer(ctx).with(BookingPolicy).authorize(action, booking)
      return booking
    } catch (error) {
      if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) return null
      throw error
    }
  }

  /** 'الحجز غير موجود' with status 404: unknown, another customer's or another website's booking. */
  private missing(ctx: HttpContext, message?: string) {
    return renderStoreNotFound(ctx, BOOKING_NOT_FOUND, { description: message, back: 'bookings' })
  }
}
