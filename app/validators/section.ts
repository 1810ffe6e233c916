import vine from '@vinejs/vine'
import { typedNumber } from '#validators/numbers'
import { recordIdField } from '#validators/record_id'
import { flag, slugField, type SlugMeta } from '#validators/content_fields'

/**
 * A blog section (DESIGN.md section 8): title, slug, type main or sub, the parent of a sub-section,
 * the flags embedded (home category grid), footer and fixed (header and footer lists), and position.
 * The tree rules (the parent is one of the website's main sections, one level only) are the service's.
 */
export const sectionValidator = vine.withMetaData<SlugMeta>().compile(
  vine.object({
    title: vine.string().trim().minLength(2).maxLength(100),
    slug: slugField('sections', 120),
    type: vine.enum(['main', 'sub'] as const),
    parent_id: recordIdField().nullable().optional(),
    embedded: flag(),
    footer: flag(),
    fixed: flag(),
    position: typedNumber().withoutDecimals().min(0).max(10_000).nullable().optional(),
  })
)
