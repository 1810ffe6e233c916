// Online payments: the merchant's Moyasar keys, a refund (dashboard and API), the API's payment filter, and the customer's STC Pay mobile and OTP.
import vine from '@vinejs/vine'
import { riyals } from '#validators/money'
import { API_PAYMENT_STATUSES } from '#presenters/api_payment_presenter'

/** PUT /dashboard/{username}/payments: an empty secret key keeps the stored one. */
export const paymentKeysValidator = vine.compile(
  vine.object({
    publishable_key: vine
      .string()
      .trim()
      .regex(/^pk_(test|live)_[A-Za-z0-9]{8,120}$/),
    secret_key: vine
      .string()
      .trim()
      .regex(/^sk_(test|live)_[A-Za-z0-9]{8,120}$/)
      .optional(),
  })
)

/** POST /dashboard/{username}/{orders|bookings}/{id}/refunds: a riyal amount, as halalas. */
export const refundValidator = vine.compile(vine.object({ amount: riyals() }))

/** POST /api/v1/merchant/{orders|bookings}/{id}/refunds: a riyal amount ("49.50"); none: all that is left. */
export const apiRefundValidator = vine.compile(vine.object({ amount: riyals().optional() }))

/** GET /api/v1/merchant/{orders|bookings}?payment_status=: one of the payment object's statuses. */
export const paymentStatusQueryValidator = vine.compile(
  vine.object({ payment_status: vine.enum(API_PAYMENT_STATUSES).optional() })
)

/** STC Pay: the customer's Saudi mobile (05xxxxxxxx), then the 4 to 10 digit OTP STC Pay sent. */
export const stcPayMobileValidator = vine.compile(
  vine.object({
    mobile: vine
      .string()
      .trim()
      .regex(/^05\d{8}$/),
  })
)

export const stcPayOtpValidator = vine.compile(
  vine.object({
    otp: vine
      .string()
      .trim()
      .regex(/^\d{4,10}$/),
  })
)
