// A custom domain the merchant adds (issue 30 item 2); the service normalizes and judges the name.
import vine from '@vinejs/vine'

export const customDomainValidator = vine.compile(
  vine.object({
    domain: vine.string().trim().minLength(3).maxLength(300),
  })
)
