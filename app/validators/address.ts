import vine from '@vinejs/vine'

/** The only country the storefronts deliver to (SPEC.md: country, only Saudi Arabia). */
export const ADDRESS_COUNTRIES = ['SA'] as const

/**
 * A delivery address (Saudi national address). The short address is 4 letters and 4 digits, e.g.
 * RRRD2929; it is stored upper-case.
 */
export const addressValidator = vine.compile(
  vine.object({
    country: vine.enum(ADDRESS_COUNTRIES),
    city: vine.string().trim().minLength(2).maxLength(60),
    district: vine.string().trim().minLength(2).maxLength(60),
    street: vine.string().trim().minLength(2).maxLength(100),
    short_address: vine
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}[0-9]{4}$/),
  })
)
