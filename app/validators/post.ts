import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'
import { imageFile } from '#validators/website_settings'
import { flag, richContent, slugField, type SlugMeta } from '#validators/content_fields'

/**
 * A post (DESIGN.md section 8): title, slug, description, keywords, content (HTML, cleaned by the
 * service), section_id, image, published (false keeps it a draft nobody else sees).
 */
export const postValidator = vine.withMetaData<SlugMeta>().compile(
  vine.object({
    title: vine.string().trim().minLength(3).maxLength(200),
    slug: slugField('posts', 200),
    description: vine.string().trim().maxLength(500).nullable().optional(),
    keywords: vine.string().trim().maxLength(255).nullable().optional(),
    content: richContent(),
    section_id: recordIdField().nullable().optional(),
    image: imageFile().optional(),
    remove_image: flag(),
    published: flag(),
  })
)
