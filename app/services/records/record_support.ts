import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { LucidModel, ModelAttributes } from '@adonisjs/lucid/types/model'
import type Website from '#models/website'
import type { CountedFeature } from '#models/plan'
import { ImageUploads } from '#services/uploads/image_uploads'
import { websiteChanged } from '#services/cache/site_changes'
import { PlanLimits } from '#services/plans/plan_limits'

/** The image part of a dashboard form: a new file (path or bytes), or a request to drop the picture. */
export interface ImageInput {
  image?: string | Buffer
  remove_image?: boolean
}

/** The number of rows a query finds (a model query's count is in $extras, a plain query's is not). */
export async function countOf(query: { count: (column: string) => any }): Promise<number> {
  const [row] = await query.count('* as n')
  return Number(row.$extras?.n ?? row.n)
}

/**
 * The first of `base`, `base-2`, `base-3`, ... that none of `others` (the rows the slug must differ
 * from: the website's, but not the record being edited) has.
 */
export async function firstFreeSlug(
  others: () => DatabaseQueryBuilderContract<any>,
  base: string
): Promise<string> {
  const rows: { slug: string }[] = await others()
    .where((query) => query.where('slug', base).orWhere('slug', 'like', `${base}-%`))
    .select('slug')
  const taken = new Set(rows.map((row) => row.slug))
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
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

/**
 * Adds a row of a counted kind (pages, sections, branches) within the plan's limit, last in the list.
 * In one transaction, the website row locked on PostgreSQL (SQLite serialises writers), so two saves
 * at once cannot both pass the limit; `write` gets the transaction and the next position.
 */
export async function addWithinPlan<T>(
  website: Website,
  feature: CountedFeature,
  model: LucidModel,
  write: (trx: TransactionClientContract, nextPosition: number) => Promise<T>
): Promise<T> {
  const added = await db.transaction(async (trx) => {
    if (trx.dialect.name === 'postgres') {
      await trx.from('websites').where('id', website.id).forUpdate().select('id')
    }
    const rows = () => model.query({ client: trx }).where('website_id', website.id)
    await PlanLimits.ensureCanAdd(website, feature, await countOf(rows()), { client: trx })
    const last = await rows().max('sort_order as last').first()
    return write(trx, Number(last?.$extras.last ?? 0) + 1)
  })
  await websiteChanged(website.id)
  return added
}

/** Deletes a row that shows a picture, then its file, and says the site changed. */
export async function deleteWithImage<T extends { delete(): Promise<void>; image: string | null }>(
  website: Website,
  row: T
): Promise<T> {
  await row.delete()
  await ImageUploads.remove(website.id, row.image)
  await websiteChanged(website.id)
  return row
}

/**
 * Replaces a parent's ordered child rows (a landing page's items, a form's fields) inside the caller's
 * transaction: the earlier rows go, then `rowOf` writes one row per item, its position counted from 1.
 */
export async function replaceChildRows<M extends LucidModel, T>(
  model: M,
  parent: { column: string; id: number },
  items: T[],
  rowOf: (item: T, position: number) => Partial<ModelAttributes<InstanceType<M>>>,
  trx: TransactionClientContract
) {
  await model.query({ client: trx }).where(parent.column, parent.id).delete()
  if (items.length === 0) return
  await model.createMany(
    items.map((item, index) => rowOf(item, index + 1)),
    { client: trx }
  )
}
