import vine from '@vinejs/vine'
import { saudiMobileField } from '#validators/mobile'

const email = () =>
  vine
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
    })

/** A customer's mobile, unique per website: it signs in with an SMS code. */
const mobile = () =>
  saudiMobileField().unique(async (db, value, field) => {
    const row = await db
      .from('customers')
      .where('website_id', field.meta.websiteId)
      .where('phone', value)
      .first()
    return !row
  })

/**
 * Storefront sign-up (/o/{username}/signup): name, Saudi mobile (asked once, here or at the first
 * checkout), email, password. The e-mail is unique per website (a customer of one website may sign up
 * on another with the same e-mail); `meta.websiteId` scopes it.
 */
export const customerSignupValidator = vine.withMetaData<{ websiteId: number }>().compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    mobile: mobile(),
    email: email(),
    password: vine.string().minLength(6).maxLength(120),
  })
)

/** POST /api/v1/register: the same, the mobile optional for existing apps (checkout asks it then). */
export const apiCustomerSignupValidator = vine.withMetaData<{ websiteId: number }>().compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    mobile: mobile().optional(),
    email: email(),
    password: vine.string().minLength(6).maxLength(120),
  })
)

/** The mobile a customer without one gives at checkout (`meta.websiteId`: unique per website). */
export const customerMobileValidator = vine
  .withMetaData<{ websiteId: number }>()
  .compile(vine.object({ mobile: mobile() }))
