import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'

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
