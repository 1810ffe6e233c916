import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'
import { activeFormField } from '#validators/active_form'

/**
 * The order of a home page's blocks, saved at once (DESIGN.md section 8): the site (store or content),
 * every block id in the new order, and the ids of the blocks to hide (the others show).
 */
export const homeSectionsValidator = vine.compile(
  vine.object({
    site: vine.enum(['store', 'content'] as const),
    order: vine.array(recordIdField()).minLength(1).distinct(),
    hidden: vine.array(recordIdField()).distinct().optional(),
  })
)

/**
 * A block added to a home page: a form (one of the website's active forms, meta.websiteId), shown
 * last until the merchant moves it.
 */
export const homeFormBlockValidator = vine.withMetaData<{ websiteId: number }>().compile(
  vine.object({
    site: vine.enum(['store', 'content'] as const),
    form_id: activeFormField(),
  })
)
