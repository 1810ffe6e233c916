import vine from '@vinejs/vine'
import { typedNumber } from '#validators/numbers'
import { riyals } from '#validators/money'
import { contactPhoneField } from '#validators/mobile'
import { imageFile } from '#validators/website_settings'
import { flag, hexColor, linkField, slugFormRule, type SlugMeta } from '#validators/content_fields'

const link = () => linkField(['http', 'https'])

/**
 * A landing (menu) page (DESIGN.md section 8): the SPEC.md section 3 fields, its slug (public at
 * /l/{slug}, so unique across all websites) and the menu items [{group, name, calories, price}].
 */
export const landingPageValidator = vine.withMetaData<SlugMeta>().compile(
  vine.object({
    title: vine.string().trim().minLength(2).maxLength(150),
    title_en: vine.string().trim().maxLength(150).nullable().optional(),
    slug: vine
      .string()
      .trim()
      .maxLength(60)
      .use(slugFormRule())
      .unique(async (db, value, field) => {
        const meta = field.meta as SlugMeta
        const taken = await db
          .from('landing_pages')
          .where('slug', value)
          .whereNot('id', meta.id ?? 0)
          .first()
        return !taken
      })
      .optional(),
    description: vine.string().trim().maxLength(500).nullable().optional(),
    logo: imageFile().optional(),
    remove_logo: flag(),
    background_image: imageFile().optional(),
    remove_background_image: flag(),
    background_color: hexColor(),
    text_color: hexColor(),
    text_activecolor: hexColor(),
    btn_color: hexColor(),
    btn_hovercolor: hexColor(),
    website: link(),
    another_website: link(),
    snapchat_url: link(),
    instagram_url: link(),
    facebook_url: link(),
    twitter_url: link(),
    tiktok_url: link(),
    youtube_url: link(),
    linkedin_url: link(),
    telegram_url: link(),
    email: vine.string().trim().maxLength(100).email().nullable().optional(),
    phone: contactPhoneField().nullable().optional(),
    enable_qr: flag(),
    items: vine
      .array(
        vine.object({
          group: vine.string().trim().minLength(1).maxLength(100),
          name: vine.string().trim().minLength(1).maxLength(150),
          calories: typedNumber().withoutDecimals().min(0).max(10_000).nullable().optional(),
          price: riyals({ least: 0 }),
        })
      )
      .maxLength(300)
      .optional(),
  })
)
