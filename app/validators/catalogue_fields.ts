import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'
import type { FieldContext } from '@vinejs/vine/types'
import { latinDigits } from '#services/auth/digits'
import { imageFile } from '#validators/website_settings'

/** A price as typed: SAR with at most two decimals ("49.50"), Arabic-Indic digits allowed. */
export const SAR_FORMAT = /^\d{1,6}(\.\d{1,2})?$/
export const PRICE_MESSAGE = 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50'
export const OLD_PRICE_MESSAGE = 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي.'

/** Halalas of a typed SAR price, or null when it is not one. */
export function halalasOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = latinDigits(String(value)).trim().replace('٫', '.')
  if (!SAR_FORMAT.test(text)) return null
  const [riyals, decimals = ''] = text.split('.')
  return Number(riyals) * 100 + Number(decimals.padEnd(2, '0'))
}

const priceRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  const halalas = halalasOf(value)
  if (halalas === null) field.report(PRICE_MESSAGE, 'sarPrice', field)
  else if (halalas <= 0) field.report('يجب أن يكون السعر أكبر من صفر.', 'sarPrice', field)
})

/** The old price, when given, is above the price: the storefront shows it struck through. */
const aboveCurrentPriceRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (!field.isValid) return
  const price = halalasOf((field.parent as { price?: unknown }).price)
  const old = halalasOf(value)
  if (price !== null && old !== null && old <= price) {
    field.report(OLD_PRICE_MESSAGE, 'oldPriceAbove', field)
  }
})

const toHalalas = (value: string) => halalasOf(value) as number

/** A required price in SAR, as halalas. */
export const price = () => vine.string().trim().use(priceRule()).transform(toHalalas)

/** An optional old price in SAR above the price, as halalas (null when empty). */
export const oldPrice = () =>
  vine
    .string()
    .trim()
    .use(priceRule())
    .use(aboveCurrentPriceRule())
    .transform(toHalalas)
    .nullable()
    .optional()

/**
 * A slug as the merchant typed it, or empty: the service fills it from the name and makes it unique in
 * the website. Arabic letters are allowed (DESIGN.md section 8).
 */
export const slug = () => vine.string().trim().maxLength(150).nullable().optional()

/** A record's name. */
export const name = () => vine.string().trim().minLength(2).maxLength(150)

/** An id of a category of the same website (the service checks it belongs to the website). */
export const categoryId = () => recordIdField().nullable().optional()

/** Form booleans: JSON true/false, or what a form sends ("on", "1", "0"). */
export const flag = () => vine.boolean().optional()

export { imageFile }
