import vine from '@vinejs/vine'
import { saudiMobileRule } from '#validators/mobile'
import { merchantEmailField, merchantNameField } from '#validators/account'

/** Merchant sign-up, step 1 (SPEC.md section 5: marketing signup). */
export const signupValidator = vine.compile(
  vine.object({
    name: merchantNameField(),
    email: merchantEmailField().unique({ table: 'users', column: 'email', caseInsensitive: true }),
    phone: vine.string().trim().use(saudiMobileRule()),
    password: vine.string().minLength(6).maxLength(120),
    plan: vine.string().trim().maxLength(30).optional(),
  })
)
