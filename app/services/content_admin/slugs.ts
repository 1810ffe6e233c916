import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { slugify } from '#services/arabic_text'
import { firstFreeSlug } from '#services/records/record_support'

export { countOf } from '#services/records/record_support'

/**
 * The slug a row gets: the one the merchant typed (the validator checked it is free), or one made from
 * its Arabic title (DESIGN.md section 8), with -2, -3... when another row of the website has it.
 * `global` tables (landing pages, public at /l/{slug}) are unique across all websites. Inside a
 * transaction pass it as `client`: the rows are read through it.
 */
export async function freeSlug(
  table: 'sections' | 'posts' | 'pages' | 'landing_pages' | 'forms',
  websiteId: number,
  given: string | null | undefined,
  title: string,
  exceptId?: number,
  client: QueryClientContract = db.connection()
): Promise<string> {
  if (given) return given
  return firstFreeSlug(
    () =>
      client
        .from(table)
        .if(table !== 'landing_pages', (query) => query.where('website_id', websiteId))
        .whereNot('id', exceptId ?? 0),
    slugify(title) || 'page'
  )
}
