import vine from '@vinejs/vine'

/** Contact forms of the marketing site and of a merchant's content site. */
export const contactMessageValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    email: vine.string().trim().maxLength(100).email(),
    message: vine.string().trim().minLength(5).maxLength(2000),
  })
)
