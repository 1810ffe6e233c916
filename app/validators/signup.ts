import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { normalizeSaudiMobile } from '#services/auth/digits'

/**
 * A Saudi mobile number: stored as the 10 digits 05XXXXXXXX (the page shows the +966 prefix).
 * Accepts the 9 digits after the prefix, the +966 form and Arabic-Indic digits.
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

/** Merchant sign-up, step 1 (SPEC.md section 5: marketing signup). */
export const signupValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(50),
    email: vine
      .string()
      .trim()
      .toLowerCase()
      .minLength(5)
      .maxLength(100)
      .email()
      .unique({ table: 'users', column: 'email', caseInsensitive: true }),
    phone: vine.string().trim().use(saudiMobileRule()),
    password: vine.string().minLength(6).maxLength(120),
    plan: vine.string().trim().maxLength(30).optional(),
  })
)
