// /api/v1 bookings: available times, the reservation cart, confirming and the customer's bookings.
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import {
  apiConfirmBookingValidator,
  availableTimesValidator,
  reservationCartValidator,
} from '#validators/booking'
import { pageQueryValidator } from '#validators/api_queries'
import { id, str, ref, page, paginated } from '#start/routes/api_helpers'

const BookingsController = () => import('#controllers/api/v1/bookings_controller')

router
  .group(() => {
    doc(
      router
        .get('/services-operation/category', [BookingsController, 'categories'])
        .as('api.booking_services.index')
        .use(middleware.apiWebsite()),
      {
        tag: 'booking',
        summary: 'Bookable services with their options, grouped by category',
        query: { username: { ...str(), required: true } },
        responses: {
          200: t.object({
            status: t.bool(),
            services: t.array(
              t.object({ id: t.nullable(t.int()), name: str(), services: t.array(t.map()) })
            ),
          }),
        },
        etag: true,
      }
    )
    doc(
      router
        .post('/services-operation/cart', [BookingsController, 'cart'])
        .as('api.booking_cart.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'booking',
        summary: 'The reservation cart of the chosen services (option_id or "any")',
        auth: true,
        body: reservationCartValidator,
        bodyExtra: t.object({ branch_id: t.int(), username: str() }, ['branch_id', 'username']),
        responses: {
          201: t.object({
            status: t.bool(),
            cart_id: t.int(),
            date: str(),
            cart: t.map(),
            items: t.array(
              t.object({ service_name: str(), duration: t.int(), price: t.money() }, [])
            ),
          }),
        },
        errors: [403],
      }
    )
    doc(
      router
        .post('/available-times', [BookingsController, 'availableTimes'])
        .as('api.booking_times.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'booking',
        summary: 'Free times of the next 7 days for a reservation cart',
        auth: true,
        body: availableTimesValidator,
        responses: {
          200: t.object({
            status: t.bool(),
            availability: t.array(
              t.object({
                date: str(),
                weekday: str(),
                day_name: str(),
                day_label: str(),
                closed: t.bool(),
                full: t.bool(),
                available_times1: t.array(
                  t.object({ time: str(), label: str(), start_at: t.date(), end_at: t.date() })
                ),
              })
            ),
          }),
        },
      }
    )
    doc(
      router
        .post('/services-operation/customer-confirm', [BookingsController, 'confirm'])
        .as('api.bookings.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'booking',
        summary: 'Book the cart at a free time; a taken time is 409',
        auth: true,
        body: apiConfirmBookingValidator,
        responses: {
          201: t.object({
            status: t.bool(),
            cart: t.object({ id: t.int() }),
            booking: t.map(),
          }),
        },
        errors: [403, 409],
      }
    )
    doc(
      router
        .get('/bookings', [BookingsController, 'index'])
        .as('api.bookings.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'booking',
        summary: "The customer's bookings with counters per status",
        auth: true,
        queryValidator: pageQueryValidator,
        query: { page },
        responses: { 200: paginated('bookings', ref('BookingRow'), { stats: ref('Stats') }) },
      }
    )
    doc(
      router
        .get('/bookings/:id', [BookingsController, 'show'])
        .where('id', id)
        .as('api.bookings.show')
        .use(middleware.apiCustomer()),
      {
        tag: 'booking',
        summary: "One of the customer's bookings with its tax invoice",
        auth: true,
        responses: {
          200: t.object({
            status: t.bool(),
            booking: ref('BookingDetail'),
            bill: t.nullable(ref('Bill')),
          }),
        },
      }
    )
  })
  .prefix(API_PREFIX)
