import vine from '@vinejs/vine'

/** "نسيت كلمة المرور": the e-mail the reset link goes to. */
export const customerForgotPasswordValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().maxLength(100).email(),
  })
)

/** The new password, typed twice, with the token of the e-mailed link. */
export const customerResetPasswordValidator = vine.compile(
  vine.object({
    token: vine
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/),
    password: vine.string().minLength(6).maxLength(120).confirmed(),
  })
)
