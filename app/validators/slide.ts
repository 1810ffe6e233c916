import vine from '@vinejs/vine'
import { typedNumber } from '#validators/numbers'
import { imageFile } from '#validators/website_settings'
import { hexColor } from '#validators/content_fields'
import { visitorLink } from '#validators/site_links'

/**
 * A slide (DESIGN.md section 8) of the storefront ('store') or the content site ('content'): image,
 * link, description, button text and colours, position. A new slide needs its image; an edit keeps
 * the saved one unless another is chosen.
 */
const fields = {
  site: vine.enum(['store', 'content'] as const),
  link: visitorLink().nullable().optional(),
  description: vine.string().trim().maxLength(255).nullable().optional(),
  button_text: vine.string().trim().maxLength(50).nullable().optional(),
  button_color: hexColor().nullable().optional(),
  button_text_color: hexColor().nullable().optional(),
  position: typedNumber().withoutDecimals().min(0).max(10_000).nullable().optional(),
}

export const createSlideValidator = vine.compile(vine.object({ ...fields, image: imageFile() }))
export const updateSlideValidator = vine.compile(
  vine.object({ ...fields, image: imageFile().optional() })
)
