import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { latinDigits } from '#services/auth/digits'

/** Exactly four digits; Arabic-Indic digits are accepted and stored latin. */
const fourDigitCode = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const code = latinDigits(value).replace(/\s/g, '')
  if (!/^\d{4}$/.test(code)) {
    field.report('أدخل الرمز المكون من 4 أرقام', 'verificationCode', field)
    return
  }
  field.mutate(code, field)
})

/** Step 2 of the merchant sign-up: the code from the e-mail. */
export const verificationCodeValidator = vine.compile(
  vine.object({
    code: vine.string().trim().use(fourDigitCode()),
  })
)
