import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { slugify } from '#services/arabic_text'

/**
 * Fields the content forms share (sections, posts, pages, landing pages). A slug may be left empty
 * (the service makes one from the title, DESIGN.md section 8); a given one is folded to the slug form
 * (Arabic letters kept, spaces to '-') and must be free among the website's rows of the same table.
 */
export interface SlugMeta {
  websiteId: number
  /** the row being edited: its own slug is not "taken" */
  id?: number
}

/** A typed slug folded to the slug form, or an error when nothing of it is left. */
export const slugFormRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const slug = slugify(value)
  if (!slug) field.report('الرابط المختصر يتكون من حروف وأرقام وشرطات فقط.', 'slug', field)
  else field.mutate(slug, field)
})

/** A free slug of `table` within the website of the form. */
export const slugField = (table: 'sections' | 'posts' | 'pages' | 'forms', maxLength = 120) =>
  vine
    .string()
    .trim()
    .maxLength(maxLength)
    .use(slugFormRule())
    .unique(async (db, value, field) => {
      const meta = field.meta as SlugMeta
      const taken = await db
        .from(table)
        .where('website_id', meta.websiteId)
        .where('slug', value)
        .whereNot('id', meta.id ?? 0)
        .first()
      return !taken
    })
    .optional()

/** Form booleans: JSON true/false, or what a form sends ("on", "1", "0"). */
export const flag = () => vine.boolean().optional()

/** An optional link with one of `protocols` (written with it), or empty. */
export const linkField = (protocols: string[]) =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .url({ protocols, require_protocol: true })
    .nullable()
    .optional()

/** The rich-text body: cleaned by the service before it is stored. */
export const richContent = () => vine.string().maxLength(200_000).optional()

const hexColorRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!/^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value)) field.report('لون غير صحيح', 'hexColor', field)
})

/** #RGB or #RRGGBB. */
export const hexColor = () => vine.string().trim().use(hexColorRule())
