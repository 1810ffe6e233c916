// Every order or booking of a dashboard's filtered list, read in small keyset chunks for the CSV export.
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Order from '#models/order'
import type Booking from '#models/booking'
import type Website from '#models/website'
import {
  applyFilters,
  type PurchaseFilters,
  type PurchaseKind,
} from '#services/dashboard/purchase_desk'

/** Rows one query of the export reads: a few milliseconds of work between two turns of the loop. */
export const EXPORT_CHUNK_SIZE = 500

export interface ExportOptions {
  /** rows a query reads (tests use a small one) */
  chunkSize?: number
  /** true once nobody waits for the rows any more (the client left): no further query is made */
  stopped?: () => boolean
}

/** Where the previous chunk ended: its last row's creation time as stored, and its id. */
interface Cursor {
  at: string
  id: number
}

type PurchaseOf<Kind extends PurchaseKind> = Kind extends 'order' ? Order : Booking

/**
 * The rows of the list's filters, newest first (created_at, then id, as the list page), chunk by
 * chunk, each with its customer and bill. Keyset pagination, always through the website: a chunk is
 * `website_id = ? AND (created_at, id) < (last)` in the index (website_id[, status], created_at, id),
 * so each query reads its own rows only, however far the export has gone. The loop is given back
 * between two chunks, so the storefronts of every website keep being served during a long export.
 */
export async function* purchaseChunks<Kind extends PurchaseKind>(
  website: Website,
  kind: Kind,
  filters: PurchaseFilters,
  options: ExportOptions = {}
): AsyncGenerator<PurchaseOf<Kind>[]> {
  const size = Math.max(1, options.chunkSize ?? EXPORT_CHUNK_SIZE)
  const table = kind === 'order' ? 'orders' : 'bookings'
  let cursor: Cursor | null = null
  while (!options.stopped?.()) {
    const query = applyFilters(baseQuery(website, kind), website, kind, filters)
      .select(`${table}.*`)
      // the stored value itself, exact to the digit whatever the dialect (a Date loses microseconds)
      .select(db.raw(`CAST(${table}.created_at AS varchar) AS keyset_at`))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
    if (cursor) {
      const { at, id } = cursor
      // the first condition is the index range, the second the exact keyset
      query
        .where('created_at', '<=', at)
        .where((after) =>
          after
            .where('created_at', '<', at)
            .orWhere((tie) => tie.where('created_at', at).where('id', '<', id))
        )
    }
    const rows = (await query) as unknown as PurchaseOf<Kind>[]
    if (rows.length === 0) return
    yield rows
    if (rows.length < size) return
    const last = rows[rows.length - 1]
    cursor = { at: String(last.$extras.keyset_at), id: last.id }
    // a turn of the event loop for every other request before the next query
    await new Promise(setImmediate)
  }
}

/** The website's orders or bookings, each with its customer and its bill. */
function baseQuery(website: Website, kind: PurchaseKind) {
  // with its website, a bill is found through the index (website_id, order_id | booking_id)
  const query =
    kind === 'order'
      ? website
          .related('orders')
          .query()
          .preload('customer')
          .preload('bill', (bill) => bill.where('website_id', website.id))
      : website
          .related('bookings')
          .query()
          .preload('customer')
          .preload('bill', (bill) => bill.where('website_id', website.id))
  return query as unknown as ModelQueryBuilderContract<LucidModel>
}
