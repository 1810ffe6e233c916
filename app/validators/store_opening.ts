import vine from '@vinejs/vine'

/** PUT /dashboard/{username}/store-opening: open the store to visitors, or close it again. */
export const storeOpeningValidator = vine.compile(
  vine.object({
    open: vine.boolean(),
  })
)
