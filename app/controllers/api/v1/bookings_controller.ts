import type { HttpContext } from '@adonisjs/core/http'
import { CustomerMobiles } from '#services/customers/customer_mobiles'
import { DateTime } from 'luxon'
import { BookingService } from '#services/booking/booking_service'
import { taxModeOf } from '#services/invoices/tax_mode'
import { bookableServices, bookingBranch } from '#services/booking/booking_catalogue'
import { customerBookingsPage } from '#services/customers/customer_history'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { BookingPresenter } from '#presenters/booking_presenter'
import { DomainError } from '#exceptions/domain_error'
import {
  apiConfirmBookingValidator,
  availableTimesValidator,
  confirmBookingValidator,
  reservationCartValidator,
} from '#validators/booking'
import { publicJson, toApi } from '#http/api/api'
import { ownPurchase, purchaseHistory } from '#controllers/api/v1/purchase_history'
import { ApiSpec } from '#presenters/api_spec_presenter'
import { apiPayment } from '#presenters/api_payment_presenter'
import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'

const branchValidator = vine.compile(vine.object({ branch_id: recordIdField().optional() }))

/**
 * Service bookings over the API (SPEC.md section 7, Booking): the same wizard as the pages - the
 * reservation cart, the free times, the confirmation (one booking per cart, no double booking) - on
 * the customer of the bearer token.
 */
export default class BookingsController {
  /** GET /services-operation/category?username=: the bookable services grouped by category (public). */
  async categories(ctx: HttpContext) {
    const categories = toApi(await bookableServices(ctx.website)) as Record<string, any>[]
    return publicJson(ctx, {
      status: true,
      services: categories.map((category) => ({
        ...category,
        services: (category.services as unknown[]).map(ApiSpec.service),
      })),
    })
  }

  /** POST /services-operation/cart: the reservation cart of the chosen services and options. */
  async cart(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const input = await ctx.request.validateUsing(reservationCartValidator)
    const { branch_id: branchId } = await ctx.request.validateUsing(branchValidator)
    const { branch } = await bookingBranch(ctx.website, branchId ?? null)
    if (branchId && branch?.id !== branchId) throw new DomainError('branch_not_found')
    const service = new BookingService(ctx.website, customer)
    const cart = await service.createCart(input, branch)
    const lines = await service.linesOf(cart)
    const { kind } = await taxModeOf(ctx.website)
    const presented = toApi(BookingService.presentCart(cart, lines, kind))
    return ctx.response.status(201).send({
      status: true,
      cart_id: cart.id,
      date: DateTime.utc().setZone(STORE_TIMEZONE).toISODate(),
      cart: presented,
      items: ApiSpec.reservationCartItems(presented),
    })
  }

  /** POST /available-times: the next 7 days with their free times for the cart's length. */
  async availableTimes(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const input = await ctx.request.validateUsing(availableTimesValidator)
    const service = new BookingService(ctx.website, customer)
    const cart = await service.findCart(input.reservation_cart_id)
    const lines = cart ? await service.linesOf(cart) : []
    if (!cart || lines.length === 0) throw new DomainError('reservation_cart_missing')
    const { kind } = await taxModeOf(ctx.website)
    const view = BookingService.presentCart(cart, lines, kind)
    const { schedule } = await bookingBranch(ctx.website, cart.branchId)
    const days = await service.availability(view.durationMinutes, cart.branchId, schedule)
    const availability = days
      .filter((day) => !input.date || day.date === input.date)
      .map(({ times, ...day }) => ({ ...day, availableTimes1: times }))
    return { status: true, availability: toApi(availability) }
  }

  /** POST /services-operation/customer-confirm: the booking at 'DD-MM-YYYY HH:mm'. */
  async confirm(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const body = await ctx.request.validateUsing(apiConfirmBookingValidator)
    const [day, time] = body.date.split(' ')
    const [dd, mm, yyyy] = day.split('-')
    const input = await confirmBookingValidator.validate({
      reservation_cart_id: body.cart,
      date: `${yyyy}-${mm}-${dd}`,
      time,
      payment_method: body.payment_method,
    })
    await CustomerMobiles.keep(ctx.website, customer, body.mobile)
    const service = new BookingService(ctx.website, customer)
    const cart = await service.findCart(input.reservation_cart_id)
    const { schedule } = await bookingBranch(ctx.website, cart?.branchId ?? null)
    const booking = await service.confirm(input, schedule)
    await booking.load('bill')
    return ctx.response.status(201).send({
      status: true,
      cart: { id: input.reservation_cart_id },
      booking: ApiSpec.bookingRow(
        toApi({ ...BookingPresenter.row(booking), reservationCode: booking.reservationCode })
      ),
    })
  }

  /** GET /bookings: the customer's bookings with the counters; paginated. */
  async index(ctx: HttpContext) {
    return purchaseHistory(ctx, 'bookings', customerBookingsPage, ApiSpec.bookingRow)
  }

  /** GET /bookings/{id}: the customer's own booking and its bill; anyone else's is not found. */
  async show(ctx: HttpContext) {
    const { customer, purchase: booking, branch } = await ownPurchase(ctx, 'booking')
    return {
      status: true,
      booking: {
        ...ApiSpec.booking(toApi(BookingPresenter.detail(booking, branch)), booking.bill),
        // what was paid and refunded (issue 29 item 7)
        payment: apiPayment(booking, booking.bill, 'customer'),
      },
      bill: booking.bill
        ? ApiSpec.bill(
            toApi(await BookingPresenter.bill(booking, booking.bill, customer)),
            booking.bill,
            true
          )
        : null,
    }
  }
}
