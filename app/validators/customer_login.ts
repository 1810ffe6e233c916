import vine from '@vinejs/vine'

/** Storefront login (SPEC.md section 5): email and password required, the email of email type. */
export const customerLoginValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().maxLength(100).email(),
    password: vine.string().maxLength(120),
    remember: vine.boolean().optional(),
  })
)
