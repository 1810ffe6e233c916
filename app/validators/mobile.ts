// The phone fields: the one Saudi mobile rule (merchant, customer, representative, WhatsApp) and a contact phone.
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { normalizeSaudiMobile } from '#services/auth/digits'
import { latinCode } from '#validators/numbers'

/**
 * A Saudi mobile number, stored as the 10 digits 05XXXXXXXX (pages show the +966 prefix). Accepts
 * 05XXXXXXXX, the 9 digits after the prefix, +9665…, 9665…, 009665…, spaces and Arabic-Indic digits.
 */
export const saudiMobileRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const mobile = normalizeSaudiMobile(value)
  if (!mobile) {
    field.report('أدخل رقم جوال سعودي صحيح', 'saudiMobile', field)
    return
  }
  field.mutate(mobile, field)
})

/** A required Saudi mobile field. */
export const saudiMobileField = () => vine.string().trim().maxLength(20).use(saudiMobileRule())

/** A contact phone a page shows (landline or mobile): 7 to 14 digits after an optional +, Arabic-Indic digits read. */
export const contactPhoneField = () =>
  vine
    .string()
    .parse(latinCode)
    .trim()
    .regex(/^\+?[0-9]{7,14}$/)
