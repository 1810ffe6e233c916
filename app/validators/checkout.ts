import vine from '@vinejs/vine'
import { riyals } from '#validators/money'
import { recordIdField } from '#validators/record_id'
import { saudiMobileField } from '#validators/mobile'
import { MAX_QUANTITY } from '#services/cart/cart_line_rule'
import { DELIVERY_METHODS } from '#services/delivery/delivery_fee'
import { SLOT_FORMAT } from '#services/delivery/delivery_dates'

/** How the order is received, and the date ('yyyy-MM-dd') and slot asked for (checked by the service). */
const deliveryFields = {
  delivery_method: vine.enum(DELIVERY_METHODS).optional(),
  requested_date: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  requested_slot: vine.string().trim().regex(SLOT_FORMAT).optional(),
}

/** /checkout/shipping: the saved address the order goes to. */
export const chooseAddressValidator = vine.compile(
  vine.object({
    address_id: recordIdField(),
  })
)

/**
 * The confirm button of /checkout/payment. No price, product or total is read from the browser: the
 * server takes them from the cart and the products. The token makes a resubmitted form one order.
 */
export const confirmOrderValidator = vine.compile(
  vine.object({
    checkout_token: vine
      .string()
      .trim()
      .regex(/^[0-9a-f-]{36}$/),
    // cash on delivery, or online through the website's Moyasar account (card, STC Pay)
    payment_method: vine.enum(['cod', 'card', 'stcpay'] as const),
    notes: vine.string().trim().maxLength(1000).optional(),
    branch_id: recordIdField().optional(),
    ...deliveryFields,
  })
)

/**
 * POST /api/v1/order (SPEC.md section 7): the whole order in one call. Items name products and
 * quantities; a `price` is only compared with the database (a changed price is a 409), never charged.
 * `checkout_token` (a UUID) makes a retried call return the order already made.
 */
export const apiOrderValidator = vine.compile(
  vine.object({
    checkout_token: vine
      .string()
      .trim()
      .regex(/^[0-9a-f-]{36}$/)
      .optional(),
    // a delivery's address; a pick-up names its branch instead (the service's rule, one for both)
    address_id: recordIdField().optional(),
    payment_method: vine.enum(['cod'] as const),
    items: vine
      .array(
        vine.object({
          id: recordIdField(),
          // the product's option (required for a product with options; its own price is charged)
          option_id: recordIdField().nullable().optional(),
          name: vine.string().trim().maxLength(200).optional(),
          quantity: vine.number().withoutDecimals().range([1, MAX_QUANTITY]),
          price: riyals({ least: 0 }).optional(),
        })
      )
      .minLength(1)
      .maxLength(50),
    notes: vine.string().trim().maxLength(1000).optional(),
    branch: recordIdField().optional(),
    // the customer's mobile, required when their account has none (kept on the customer)
    mobile: saudiMobileField().optional(),
    ...deliveryFields,
  })
)
