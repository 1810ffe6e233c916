import db from '@adonisjs/lucid/services/db'
import { slugify } from '#services/arabic_text'

/**
 * The slug a row gets: the one the merchant typed (the validator checked it is free), or one made from
 * its Arabic title (DESIGN.md section 8), with -2, -3... when another row of the website has it.
 * `global` tables (landing pages, public at /l/{slug}) are unique across all websites.
 */
export async function freeSlug(
  table: 'sections' | 'posts' | 'pages' | 'landing_pages',
  websiteId: number,
  given: string | null | undefined,
  title: string,
  exceptId?: number
): Promise<string> {
  if (given) return given
  const base = slugify(title) || 'page'
  const rows: { slug: string }[] = await db
    .from(table)
    .if(table !== 'landing_pages', (query) => query.where('website_id', websiteId))
    .where((query) => query.where('slug', base).orWhere('slug', 'like', `${base}-%`))
    .whereNot('id', exceptId ?? 0)
    .select('slug')
  const taken = new Set(rows.map((row) => row.slug))
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** The number of rows a query finds. */
export async function countOf(query: { count: (column: string) => any }): Promise<number> {
  const [row] = await query.count('* as n')
  return Number(row.$extras.n)
}
