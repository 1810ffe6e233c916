import vine from '@vinejs/vine'

/** 'Forgot password': the e-mail the reset link goes to. */
export const forgotPasswordValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().minLength(5).maxLength(100).email(),
  })
)

/** The new password, typed twice. Same length rules as the sign-up password. */
export const resetPasswordValidator = vine.compile(
  vine.object({
    password: vine.string().minLength(6).maxLength(120).confirmed(),
  })
)
