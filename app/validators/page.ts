import vine from '@vinejs/vine'
import { richContent, slugField, type SlugMeta } from '#validators/content_fields'
import { activeFormField } from '#validators/active_form'

const PAGE_PLACEMENTS = ['header', 'footer', 'none'] as const

/**
 * A custom page (DESIGN.md section 8): name, slug, description, content (HTML, cleaned by the service)
 * and its placement in the sites' menus: the header, the footer or neither; and a form shown under it.
 */
export const pageValidator = vine.withMetaData<SlugMeta>().compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(150),
    slug: slugField('pages', 150),
    description: vine.string().trim().maxLength(500).nullable().optional(),
    content: richContent(),
    placement: vine.enum(PAGE_PLACEMENTS),
    // a form under the content: one of THIS website's active forms (another website's is refused)
    formId: activeFormField().nullable().optional(),
  })
)
