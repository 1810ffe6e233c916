import vine from '@vinejs/vine'
import { flag, imageFile, slug } from '#validators/catalogue_fields'

/**
 * A product (store) or service category of the dashboard and the merchant API (DESIGN.md section 8):
 * name, slug, image. Both kinds take the same fields.
 */
export const categoryValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    slug: slug(),
    image: imageFile().optional(),
    remove_image: flag(),
  })
)
