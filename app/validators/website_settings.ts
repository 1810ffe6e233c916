import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { latinDigits } from '#services/auth/digits'
import { normalizeCommercialRegistration } from '#services/auth/legal_ids'
import { IMAGE_EXTNAMES } from '#services/uploads/image_uploads'
import { websiteUsernameRule } from '#validators/onboarding'
import { contactPhoneField, saudiMobileField } from '#validators/mobile'
import { flag, linkField } from '#validators/content_fields'

/** A Saudi VAT number: 15 digits, the first and the last a 3. Stored with latin digits. */
const vatNumberRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const digits = latinDigits(value).replace(/[\s-]/g, '')
  if (!/^3\d{13}3$/.test(digits)) field.report('رقم غير صحيح', 'vatNumber', field)
  else field.mutate(digits, field)
})

/** A commercial registration number: 10 digits. */
const crNumberRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const digits = normalizeCommercialRegistration(value)
  if (!digits) field.report('رقم غير صحيح', 'commercialRegistration', field)
  else field.mutate(digits, field)
})

/** A link to the website's account on a social network: https only, or empty. */
const socialLink = () => linkField(['https'])

/** An uploaded image field (the service checks the bytes again). */
export const imageFile = () => vine.file({ size: '2mb', extnames: IMAGE_EXTNAMES })

/**
 * The settings of /dashboard/{username}/settings (DESIGN.md section 8). `meta.websiteId` is the website
 * being edited: its own username (current or old) is not "taken".
 */
export const websiteSettingsValidator = vine.withMetaData<{ websiteId: number }>().compile(
  vine.object({
    name: vine.string().trim().minLength(3).maxLength(100),
    logo: imageFile().optional(),
    remove_logo: flag(),
    facebook_link: socialLink(),
    twitter_link: socialLink(),
    instagram_link: socialLink(),
    snapchat_link: socialLink(),
    tiktok_link: socialLink(),
    business_name: vine.string().trim().maxLength(150).nullable().optional(),
    tax_number: vine.string().trim().use(vatNumberRule()).nullable().optional(),
    commercial_registration_number: vine.string().trim().use(crNumberRule()).nullable().optional(),
    support_content: flag(),
    username: vine.string().trim().use(websiteUsernameRule()),
    // how customers reach the store (issue 36), and which of these the store shows
    whatsapp_number: saudiMobileField().nullable().optional(),
    contact_phone: contactPhoneField().nullable().optional(),
    contact_email: vine.string().trim().toLowerCase().maxLength(100).email().nullable().optional(),
    contact_address: vine.string().trim().maxLength(255).nullable().optional(),
    show_phone: flag(),
    show_email: flag(),
    show_whatsapp: flag(),
    show_address: flag(),
  })
)
