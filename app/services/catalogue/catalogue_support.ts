import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Product from '#models/product'
import type Service from '#models/service'
import type Website from '#models/website'
import { DomainError, type DomainErrorCode } from '#exceptions/domain_error'
import { slugify } from '#services/arabic_text'
import { countOf, firstFreeSlug } from '#services/records/record_support'
import { PlanLimits } from '#services/plans/plan_limits'
import { websiteChanged } from '#services/cache/site_changes'
import { ImageUploads } from '#services/uploads/image_uploads'
import { searchText, whereSearchMatches } from '#services/store/catalogue'
import { pageNumber } from '#http/input/paging'
import { recordId } from '#http/input/record_ids'
import { isUniqueViolation } from '#services/auth/db_errors'

/** The tables of the catalogue that carry a slug unique per website. */
type SlugTable = 'products' | 'services' | 'store_categories' | 'service_categories'

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

/** Before adding a product or a service: manage_items, and room in the plan beside the `live` rows. */
export async function ensureCanAddItem(
  website: Website,
  feature: 'product_count' | 'service_count',
  live: { count: (column: string) => any }
) {
  await ensureCanManageItems(website)
  await PlanLimits.ensureCanAdd(website, feature, await countOf(live))
}

/** The storefront shows the change at once: every catalogue write ends with this. */
export function catalogueChanged(website: Website) {
  return websiteChanged(website.id)
}

/** Page meta the Pagination components read (the dashboard's and the sites'). */
export function pageMeta(page: { currentPage: number; lastPage: number; total: number }) {
  return { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total }
}

/** A dashboard list's props: one page of rows as presented, under the list's name, and where it is. */
export function listPage<Name extends string, Row, Item>(
  name: Name,
  page: { all(): Row[]; currentPage: number; lastPage: number; total: number },
  present: (row: Row) => Item
) {
  return { [name]: page.all().map((row) => present(row)), meta: pageMeta(page) } as Record<
    Name,
    Item[]
  > & { meta: ReturnType<typeof pageMeta> }
}

export type VisibilityFilter = 'all' | 'visible' | 'hidden'

export interface CatalogueFilters<Sort extends string> {
  q: string
  /** a category id, 'none' for the records without one, or null for all */
  category: number | 'none' | null
  status: VisibilityFilter
  sort: Sort
  page: number
}

/** The list's filters from a query string: anything unknown falls back to the whole list. */
export function catalogueFilters<Sort extends string>(
  query: Record<string, unknown>,
  sorts: Record<Sort, unknown>,
  fallbackSort: Sort
): CatalogueFilters<Sort> {
  const category = String(query.category ?? '')
  const status = String(query.status ?? '')
  const sort = String(query.sort ?? '') as Sort
  return {
    q: searchText(query.q),
    // an id past the id columns' range names no category (PostgreSQL refuses to compare it)
    category: category === 'none' ? 'none' : recordId(category),
    status: status === 'visible' || status === 'hidden' ? status : 'all',
    sort: Object.hasOwn(sorts, sort) ? sort : fallbackSort,
    page: pageNumber(query.page),
  }
}

/**
 * A page of the product or service list: the search, the category (`categoryColumn`), shown or
 * hidden, in the chosen order.
 */
export function filteredPage<
  Query extends {
    whereNull(column: string): unknown
    where(column: string, value: unknown): unknown
    orderBy(column: string, direction: 'asc' | 'desc'): unknown
    whereRaw: (...args: any[]) => unknown
    paginate(page: number, perPage: number): unknown
  },
>(query: Query, filters: CatalogueFilters<keyof typeof CATALOGUE_SORTS>, categoryColumn: string) {
  applyCatalogueFilters(query, filters, categoryColumn)
  for (const [column, direction] of CATALOGUE_SORTS[filters.sort]) query.orderBy(column, direction)
  return query.paginate(filters.page, RECORDS_PER_PAGE) as ReturnType<Query['paginate']>
}

/** The list's filters without its order and page: the search, the category, shown or hidden. */
export function applyCatalogueFilters<
  Query extends {
    whereNull(column: string): unknown
    where(column: string, value: unknown): unknown
    whereRaw: (...args: any[]) => unknown
  },
>(
  query: Query,
  filters: Pick<CatalogueFilters<string>, 'q' | 'category' | 'status'>,
  categoryColumn: string
) {
  whereSearchMatches(query, filters.q)
  if (filters.category === 'none') query.whereNull(categoryColumn)
  else if (filters.category) query.where(categoryColumn, filters.category)
  if (filters.status !== 'all') query.where('is_active', filters.status === 'visible')
  return query
}

/** A category id from the form must be one of this website's categories of that kind. */
export async function ensureOwnCategory(
  website: Website,
  relation: 'storeCategories' | 'serviceCategories',
  id: number | null | undefined
) {
  if (!id) return
  const category = await website.related(relation).query().where('id', id).select('id').first()
  if (!category) {
    throw new DomainError(
      relation === 'storeCategories' ? 'store_category_unknown' : 'service_category_unknown'
    )
  }
}

/** Whether a record is in a purchase of the website (then it is archived rather than deleted). */
export async function isReferenced(
  website: Website,
  table: 'order_items' | 'booking_items',
  column: 'product_id' | 'service_id',
  id: number
) {
  const row = await db
    .from(table)
    .where('website_id', website.id)
    .where(column, id)
    .select('id')
    .first()
  return Boolean(row)
}

/** An archived record's slug: frees the old one for a new record, and stays unique. */
function archivedSlug(record: { id: number; slug: string }) {
  return `${record.slug.slice(0, 140)}--archived-${record.id}`
}

/**
 * Deletes a product or a service, or archives it when a purchase holds it (`referenced`): hidden for
 * good, out of the dashboard, its slug freed, its picture removed (and `archive`'s own fields). `clean`
 * runs first in the same transaction (the item's cart lines, options); the picture file goes once it
 * is committed. Returns whether it was archived.
 */
export async function deleteOrArchive<Item extends Product | Service>(
  website: Website,
  item: Item,
  referenced: boolean,
  clean: (trx: TransactionClientContract) => Promise<unknown>,
  archive: { sku?: null } = {}
) {
  const image = item.image
  await db.transaction(async (trx) => {
    await clean(trx)
    item.useTransaction(trx)
    if (!referenced) return item.delete()
    item.merge({
      archivedAt: DateTime.utc(),
      isActive: false,
      slug: archivedSlug(item),
      image: null,
      ...archive,
    })
    await item.save()
  })
  await ImageUploads.remove(website.id, image)
  await catalogueChanged(website)
  return referenced
}

/** A unique index refused the slug (two saves at once): 'slug_taken'; other errors as they are. */
export function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('slug_taken')
  throw error
}

/**
 * A form's option list against the stored options: an id that is not one of them stops the save with
 * `unknown`; the stored ones by id, and the ids of those the list left out (to remove).
 */
export function optionChanges<Stored extends { id: number }>(
  existing: Stored[],
  wanted: { id?: number | null }[],
  unknown: DomainErrorCode
) {
  const byId = new Map(existing.map((option) => [option.id, option]))
  for (const option of wanted) {
    if (option.id && !byId.has(option.id)) throw new DomainError(unknown)
  }
  const kept = new Set(wanted.map((option) => option.id).filter(Boolean))
  const removed = existing.filter((option) => !kept.has(option.id)).map((option) => option.id)
  return { byId, removed }
}

/**
 * Deletes the options a form left out (`removed` ids of `table`). The lines holding one (`lines`, by
 * `column`) let go of it first, as SQLite may not enforce ON DELETE SET NULL: each line keeps its own
 * copy of the option's name and price.
 */
export async function dropOptions(
  trx: TransactionClientContract,
  website: Website,
  removed: number[],
  { table, column, lines }: { table: string; column: string; lines: string[] }
) {
  if (removed.length === 0) return
  for (const line of lines) {
    await trx
      .from(line)
      .where('website_id', website.id)
      .whereIn(column, removed)
      .update({ [column]: null })
  }
  await trx.from(table).where('website_id', website.id).whereIn('id', removed).delete()
}
