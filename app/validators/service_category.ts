import vine from '@vinejs/vine'
import { flag, imageFile, slug } from '#validators/catalogue_fields'

/** A service category of the dashboard (DESIGN.md section 8): name, slug, image. */
export const serviceCategoryValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    slug: slug(),
    image: imageFile().optional(),
    remove_image: flag(),
  })
)
