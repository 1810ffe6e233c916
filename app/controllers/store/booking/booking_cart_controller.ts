import type { HttpContext } from '@adonisjs/core/http'
import { BranchChoice } from '#http/sessions/branch_choice'
import { urlFor } from '#http/urls/urls'
import { BookingService } from '#services/booking/booking_service'
import { taxModeOf } from '#services/invoices/tax_mode'
import {
  bookableServices,
  bookingBranch,
  bookingPaymentMethods,
} from '#services/booking/booking_catalogue'
import { requireCustomer } from '#http/sessions/store_session'
import { bookingBlock } from '#services/booking/booking_readiness'
import { renderStoreNotFound } from '#http/pages/store_not_found'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { bookingCartQueryValidator, reservationCartValidator } from '#validators/booking'

const NO_SERVICES = 'لا توجد خدمات متاحة للحجز في هذا المتجر'

/**
 * The booking wizard at /booking/cart: services, options, time, payment method, confirm. Step 3 posts
 * the choice here to create the reservation cart, then the page comes back with the cart and the free
 * times of the next 7 days.
 */
export default class BookingCartController {
  async show(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const categories = await bookableServices(ctx.website)
    if (categories.length === 0) return renderStoreNotFound(ctx, NO_SERVICES)
    // a store that takes no booking (its plan, no branch hours) offers none: no wizard to dead-end in
    if (await bookingBlock(ctx.website)) {
      return ctx.response.redirect(
        urlFor('store.services.index', { username: ctx.website.username })
      )
    }

    const query = await bookingCartQueryValidator
      .validate({ ...ctx.request.qs(), cart: ctx.params.cart })
      .catch(() => ({ sid: undefined, cart: undefined }))
    const offered = categories.flatMap((g) => g.services.map((s) => s.id))
    const { branch, schedule } = await bookingBranch(
      ctx.website,
      BranchChoice.get(ctx.session, ctx.website)
    )

    const booking = new BookingService(ctx.website, customer)
    const cart = query.cart ? await booking.findCart(query.cart) : null
    const lines = cart ? await booking.linesOf(cart) : []
    const { kind } = await taxModeOf(ctx.website)
    const cartView = cart && lines.length > 0 ? BookingService.presentCart(cart, lines, kind) : null

    return ctx.inertia.render('store/booking/cart', {
      categories,
      preselectedId: query.sid && offered.includes(query.sid) ? query.sid : null,
      branch: branch ? { id: branch.id, name: branch.name } : null,
      // asked once: a customer without a mobile gives it with the payment method
      needsMobile: !customer.phone,
      paymentMethods: bookingPaymentMethods(!!(await PaymentGateways.active(ctx.website))),
      cart: cartView,
      // a cart address that is no longer usable (expired, confirmed, or not this customer's)
      cartGone: !!query.cart && !cartView,
      availability: cartView
        ? await booking.availability(cartView.durationMinutes, cart!.branchId, schedule)
        : null,
    })
  }

  async store(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const input = await ctx.request.validateUsing(reservationCartValidator)
    const { branch } = await bookingBranch(ctx.website, BranchChoice.get(ctx.session, ctx.website))
    const cart = await new BookingService(ctx.website, customer).createCart(input, branch)
    return ctx.response.redirect(
      urlFor('store.booking_cart.show_cart', { username: ctx.website.username, cart: cart.id })
    )
  }
}
