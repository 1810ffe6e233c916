import vine from '@vinejs/vine'

/** POST /api/v1/auth/refresh: the refresh token given at login, register or the last refresh. */
export const refreshTokenValidator = vine.compile(
  vine.object({
    refresh_token: vine.string().trim().minLength(10).maxLength(200),
  })
)
