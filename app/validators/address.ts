import vine from '@vinejs/vine'
import { latinCode } from '#validators/numbers'

/** The only country the storefronts deliver to (SPEC.md: country, only Saudi Arabia). */
const ADDRESS_COUNTRIES = ['SA'] as const

/**
 * A delivery address (Saudi national address). The short address is 4 letters and 4 digits, e.g.
 * RRRD2929 (typed as RRRD٢٩٢٩ too); it is stored upper-case with latin digits.
 */
export const addressValidator = vine.compile(
  vine.object({
    country: vine.enum(ADDRESS_COUNTRIES),
    city: vine.string().trim().minLength(2).maxLength(60),
    district: vine.string().trim().minLength(2).maxLength(60),
    street: vine.string().trim().minLength(2).maxLength(100),
    short_address: vine
      .string()
      .parse(latinCode)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}[0-9]{4}$/),
  })
)
