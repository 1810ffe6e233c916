import vine from '@vinejs/vine'

/** PATCH /dashboard/{username}/messages/{id}: read or back to unread. */
export const messageReadValidator = vine.compile(
  vine.object({
    read: vine.boolean(),
  })
)
