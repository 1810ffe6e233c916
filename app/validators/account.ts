import vine from '@vinejs/vine'

/** A merchant's name: the same at sign-up and on the account page. */
export const merchantNameField = () => vine.string().trim().minLength(2).maxLength(50)

/** A merchant's e-mail, folded to lowercase; each form adds its own "not taken" check. */
export const merchantEmailField = () =>
  vine.string().trim().toLowerCase().minLength(5).maxLength(100).email()

/** The merchant's name, as at sign-up. */
export const accountNameValidator = vine.compile(
  vine.object({
    name: merchantNameField(),
  })
)

/**
 * The new e-mail: unused by any other merchant (the merchant's own address is the service's
 * "unchanged" answer). Metadata: the merchant's id.
 */
export const accountEmailValidator = vine.withMetaData<{ userId: number }>().compile(
  vine.object({
    email: merchantEmailField().unique({
      table: 'users',
      column: 'email',
      caseInsensitive: true,
      filter: (query, _value, field) => {
        query.whereNot('id', field.meta.userId)
      },
    }),
  })
)

/** A new password, typed twice, with the current one. */
export const accountPasswordValidator = vine.compile(
  vine.object({
    current_password: vine.string().maxLength(120),
    password: vine.string().minLength(6).maxLength(120).confirmed(),
  })
)
