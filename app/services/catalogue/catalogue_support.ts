import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { slugify } from '#services/arabic_text'
import { firstFreeSlug } from '#services/records/record_support'
import { PlanLimits } from '#services/plans/plan_limits'
import { websiteChanged } from '#services/cache/site_changes'

/** The tables of the catalogue that carry a slug unique per website. */
export type SlugTable = 'products' | 'services' | 'store_categories' | 'service_categories'

export { countOf, saveWithImage, type ImageInput } from '#services/records/record_support'

export const RECORDS_PER_PAGE = 20

/** The orders of the product and service lists, by the name the page sends. */
export const CATALOGUE_SORTS = {
  newest: [['id', 'desc']],
  oldest: [['id', 'asc']],
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  price_low: [
    ['price', 'asc'],
    ['id', 'desc'],
  ],
  price_high: [
    ['price', 'desc'],
    ['id', 'desc'],
  ],
} as const satisfies Record<string, readonly (readonly [string, 'asc' | 'desc'])[]>

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
  return firstFreeSlug(others, (slugify(name) || fallback).slice(0, 140))
}

/** Adding or editing the catalogue is the plan's manage_items feature. */
export function ensureCanManageItems(website: Website) {
  return PlanLimits.ensureFeature(website, 'manage_items')
}

/** The storefront shows the change at once: every catalogue write ends with this. */
export function catalogueChanged(website: Website) {
  return websiteChanged(website.id)
}

/** Page meta the dashboard's Pagination reads. */
export function pageMeta(page: { currentPage: number; lastPage: number; total: number }) {
  return { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total }
}
