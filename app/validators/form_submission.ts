// A visitor's submission of a merchant form: the envelope (version shown, honeypot); answers are checked by the form.
import vine from '@vinejs/vine'

/**
 * `version` is the field set the page showed (absent: the current one); `website_url` is the honeypot
 * people never see. The answers themselves are checked field by field against that version
 * (app/services/forms/form_answers.ts), each with its own Arabic message.
 */
export const formSubmissionValidator = vine.compile(
  vine.object({
    version: vine
      .string()
      .trim()
      .regex(/^[a-f0-9]{16}$/)
      .optional(),
    website_url: vine.string().maxLength(500).optional(),
  })
)
