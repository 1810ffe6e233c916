import vine from '@vinejs/vine'
import { typedNumber } from '#validators/numbers'
import { recordIdField } from '#validators/record_id'
import { MAX_QUANTITY } from '#services/cart/cart_line_rule'

/** Adding a product to the cart: the product, its option and the quantity; a price sent here is ignored. */
export const addCartItemValidator = vine.compile(
  vine.object({
    product_id: recordIdField(),
    // the option chosen on the product page (one of this product's, checked by the cart)
    option_id: recordIdField().nullable().optional(),
    quantity: typedNumber().withoutDecimals().range([1, MAX_QUANTITY]).optional(),
  })
)

/** The plus and minus buttons of a cart line. */
export const updateCartItemValidator = vine.compile(
  vine.object({
    quantity: typedNumber().withoutDecimals().range([1, MAX_QUANTITY]),
  })
)
