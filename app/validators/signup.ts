import vine from '@vinejs/vine'
import { saudiMobileRule } from '#validators/mobile'

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
