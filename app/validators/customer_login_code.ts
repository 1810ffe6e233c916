// Storefront sign-in with a one-time code: ask for a code (by SMS or e-mail), then type it.
import vine from '@vinejs/vine'
import { saudiMobileField } from '#validators/mobile'
import { latinCode } from '#validators/numbers'

/** The code's channel and its recipient: a Saudi mobile for SMS, an e-mail for the e-mail code. */
export const loginCodeRequestValidator = vine.compile(
  vine.object({
    channel: vine.enum(['sms', 'email'] as const),
    mobile: saudiMobileField().optional().requiredWhen('channel', '=', 'sms'),
    email: vine
      .string()
      .trim()
      .toLowerCase()
      .maxLength(100)
      .email()
      .optional()
      .requiredWhen('channel', '=', 'email'),
  })
)

/** The six digits received (Arabic-Indic digits read as latin ones), and "remember me". */
export const loginCodeVerifyValidator = vine.compile(
  vine.object({
    code: vine
      .string()
      .parse(latinCode)
      .regex(/^\d{6}$/),
    remember: vine.boolean().optional(),
  })
)
