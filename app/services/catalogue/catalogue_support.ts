import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { slugify } from '#services/arabic_text'
import { ImageUploads } from '#services/uploads/image_uploads'
import { PlanLimits } from '#services/plans/plan_limits'
import { websiteChanged } from '#services/cache/site_changes'

/** The tables of the catalogue that carry a slug unique per website. */
export type SlugTable = 'products' | 'services' | 'store_categories' | 'service_categories'

/** The image part of a catalogue form: a new file (path or bytes), or a request to drop the picture. */
export interface ImageInput {
  image?: string | Buffer
  remove_image?: boolean
}

export const RECORDS_PER_PAGE = 20

/**
 * The slug a record is saved with (DESIGN.md section 8): the merchant's own, cleaned the same way
 * (Arabic letters kept, spaces to '-'), refused when another record of the website has it; or, left
 * empty, one made from the name, with -2, -3, ... when it is taken.
 */
export async function resolveSlug(
  website: Website,
  table: SlugTable,
  given: string | null | undefined,
  name: string,
  exceptId?: number,
  fallback = 'item'
): Promise<string> {
  const others = () => {
    const query = db.from(table).where('website_id', website.id)
    if (exceptId !== undefined) query.whereNot('id', exceptId)
    return query
  }
  if (given) {
    const slug = slugify(given)
    if (!slug) throw new DomainError('slug_invalid')
    const taken = await others().where('slug', slug).select('id').first()
    if (taken) throw new DomainError('slug_taken')
    return slug
  }
  const base = (slugify(name) || fallback).slice(0, 140)
  const rows: { slug: string }[] = await others()
    .where((q) => q.where('slug', base).orWhere('slug', 'like', `${base}-%`))
    .select('slug')
  const used = new Set(rows.map((row) => row.slug))
  if (!used.has(base)) return base
  let n = 2
  while (used.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/**
 * Saves a record with its picture: the new file is checked and stored before the row (a refused image
 * stores nothing), removed again when the row cannot be written, and the picture it replaces (or that
 * was dropped) is removed from the disk once the row points elsewhere.
 */
export async function saveWithImage<T>(
  website: Website,
  current: string | null,
  input: ImageInput,
  write: (image: string | null, trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  const stored = input.image ? await ImageUploads.store(website.id, input.image, 'image') : null
  const next = stored ? stored.url : input.remove_image ? null : current
  let result: T
  try {
    result = await db.transaction((trx) => write(next, trx))
  } catch (error) {
    if (stored) await ImageUploads.remove(website.id, stored.url)
    throw error
  }
  if (current && current !== next) await ImageUploads.remove(website.id, current)
  return result
}

/** Adding or editing the catalogue is the plan's manage_items feature. */
export function ensureCanManageItems(website: Website) {
  return PlanLimits.ensureFeature(website, 'manage_items')
}

/** The storefront shows the change at once: every catalogue write ends with this. */
export function catalogueChanged(website: Website) {
  return websiteChanged(website.id)
}

export async function countOf(query: { count: (column: string) => any }): Promise<number> {
  const [row] = await query.count('* as n')
  return Number(row.$extras?.n ?? row.n)
}

/** Page meta the dashboard's Pagination reads. */
export function pageMeta(page: { currentPage: number; lastPage: number; total: number }) {
  return { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total }
}
