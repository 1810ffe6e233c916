import vine from '@vinejs/vine'
import { saudiMobileField } from '#validators/mobile'
import { recordIdField } from '#validators/record_id'
import { BOOKING_PAYMENT_METHODS } from '#models/booking'

/**
 * Moving to step 3 of the booking wizard: the chosen services, each with an option id or 'any'.
 * No price, name or duration is read from the browser: the server takes them from the services.
 */
export const reservationCartValidator = vine.compile(
  vine.object({
    services: vine
      .array(
        vine.object({
          service_id: recordIdField(),
          option_id: vine.union([
            vine.union.if((value) => (value as unknown) === 'any', vine.literal('any')),
            vine.union.else(recordIdField()),
          ]),
        })
      )
      .minLength(1)
      .maxLength(20),
  })
)

/** Step 5: confirm the cart at a day ('YYYY-MM-DD') and a time ('HH:mm', Saudi time). */
export const confirmBookingValidator = vine.compile(
  vine.object({
    reservation_cart_id: recordIdField(),
    date: vine
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/),
    time: vine
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    payment_method: vine.enum(BOOKING_PAYMENT_METHODS),
    // the customer's mobile, required when their account has none (kept on the customer)
    mobile: saudiMobileField().optional(),
  })
)

/** GET /booking/cart: the service to preselect (?sid=); /booking/cart/{cart}: the cart of step 3. Junk is ignored. */
export const bookingCartQueryValidator = vine.compile(
  vine.object({
    sid: recordIdField().optional(),
    cart: recordIdField().optional(),
  })
)

/** POST /api/v1/available-times: the reservation cart, optionally one day ('YYYY-MM-DD'). */
export const availableTimesValidator = vine.compile(
  vine.object({
    reservation_cart_id: recordIdField(),
    date: vine
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
)

/**
 * POST /api/v1/services-operation/customer-confirm as SPEC.md section 7 sends it: the cart id, the
 * payment method and the time as 'DD-MM-YYYY HH:mm' (Saudi time). It is then checked again by
 * confirmBookingValidator, the page's own rules.
 */
export const apiConfirmBookingValidator = vine.compile(
  vine.object({
    cart: recordIdField(),
    payment_method: vine.enum(BOOKING_PAYMENT_METHODS),
    date: vine
      .string()
      .trim()
      .regex(/^\d{2}-\d{2}-\d{4} ([01]\d|2[0-3]):[0-5]\d$/),
    mobile: saudiMobileField().optional(),
  })
)
