import vine from '@vinejs/vine'

/** Merchant login (SPEC.md section 5: marketing login). */
export const loginValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().minLength(5).maxLength(100).email(),
    password: vine.string().minLength(6).maxLength(120),
    remember: vine.boolean().optional(),
  })
)
