import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'
import type { FieldContext } from '@vinejs/vine/types'
import { halalasOf, riyals, riyalsRule } from '#validators/money'
import { imageFile } from '#validators/website_settings'

const OLD_PRICE_MESSAGE = 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي.'

/** The old price, when given, is above the price: the storefront shows it struck through. */
const aboveCurrentPriceRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (!field.isValid) return
  const price = halalasOf((field.parent as { price?: unknown }).price)
  const old = halalasOf(value)
  if (price !== null && old !== null && old <= price) {
    field.report(OLD_PRICE_MESSAGE, 'oldPriceAbove', field)
  }
})

/** A required price in SAR, as halalas. */
export const price = () => riyals()

/** An optional old price in SAR above the price, as halalas (null when empty). */
const oldPrice = () =>
  vine
    .string()
    .trim()
    .use(riyalsRule({}))
    .use(aboveCurrentPriceRule())
    .transform((value) => halalasOf(value) as number)
    .nullable()
    .optional()

/**
 * A slug as the merchant typed it, or empty: the service fills it from the name and makes it unique in
 * the website. Arabic letters are allowed (DESIGN.md section 8).
 */
export const slug = () => vine.string().trim().maxLength(150).nullable().optional()

/** A record's name. */
const name = () => vine.string().trim().minLength(2).maxLength(150)

/** What the shopper sees of every product and service: its name, its slug, the price and the old price. */
export const sellableFields = () => ({
  name: name(),
  slug: slug(),
  price: price(),
  old_price: oldPrice(),
})

/** An id of a category of the same website (the service checks it belongs to the website). */
export const categoryId = () => recordIdField().nullable().optional()

/** What every option of a product or service has: an id edits that option, none adds one. */
export const optionFields = () => ({
  id: recordIdField().nullable().optional(),
  name: vine.string().trim().minLength(1).maxLength(100),
})

export { imageFile }
export { flag } from '#validators/content_fields'
