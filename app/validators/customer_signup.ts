import vine from '@vinejs/vine'

/**
 * Storefront sign-up (/o/{username}/signup): name, email, password. The e-mail is unique per website
 * (a customer of one website may sign up on another with the same e-mail); `meta.websiteId` scopes it.
 */
export const customerSignupValidator = vine.withMetaData<{ websiteId: number }>().compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    email: vine
      .string()
      .trim()
      .toLowerCase()
      .maxLength(100)
      .email()
      .unique(async (db, value, field) => {
        const row = await db
          .from('customers')
          .where('website_id', field.meta.websiteId)
          .whereRaw('LOWER(email) = ?', [value])
          .first()
        return !row
      }),
    password: vine.string().minLength(6).maxLength(120),
  })
)
