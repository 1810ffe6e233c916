import vine from '@vinejs/vine'

/** /checkout/shipping: the saved address the order goes to. */
export const chooseAddressValidator = vine.compile(
  vine.object({
    address_id: vine.number().withoutDecimals().positive(),
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
    payment_method: vine.enum(['cod'] as const),
    notes: vine.string().trim().maxLength(1000).optional(),
    branch_id: vine.number().withoutDecimals().positive().optional(),
  })
)
