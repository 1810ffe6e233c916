// Every order or booking of a dashboard's filtered list, read in small keyset chunks for the CSV export.
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { OrderStatus } from '#models/order'
import type Website from '#models/website'
import type { PurchaseFilters, PurchaseKind } from '#services/dashboard/purchase_desk'
import { applyFilters } from '#services/dashboard/purchase_filters'
import { lineName } from '#services/catalogue/product_options'

/** Rows one query of the export reads: a few milliseconds of work between two turns of the loop. */
export const EXPORT_CHUNK_SIZE = 500

interface ExportOptions {
  /** rows a query reads (tests use a small one) */
  chunkSize?: number
  /** true once nobody waits for the rows any more (the client left): no further query is made */
  stopped?: () => boolean
}

/** What a line of the CSV shows of an order or a booking: plain values, no model to build. */
export interface ExportedPurchase {
  id: number
  number: number
  status: OrderStatus
  total: number
  vat: number
  createdAt: Date
  /** bookings only */
  reservationCode: string
  startAt: Date | null
  customer: { name: string; phone: string | null } | null
  billStatus: string | null
  /** halalas refunded through the payment gateway */
  refunded: number
  /** orders only: how it is received, its fee and the date and slot asked for */
  delivery: {
    deliveryMethod: 'delivery' | 'pickup' | null
    deliveryFee: number
    requestedDate: string | null
    requestedSlot: string | null
  } | null
  /** orders only: the fulfilment step (null: not confirmed yet) */
  fulfilmentStep: string | null
  /** orders only: the lines as sold, each with its option, quantity and total (halalas) */
  items: { name: string; quantity: number; total: number }[]
}

interface Row {
  id: number
  number: number
  status: OrderStatus
  total: number
  vat: number
  customer_id: number
  customer_mobile: string | null
  created_at: string | Date
  keyset_at: string
  reservation_code?: string
  start_at?: string | Date
  delivery_method?: 'delivery' | 'pickup' | null
  delivery_fee?: number
  requested_date?: string | null
  requested_slot?: string | null
  fulfilment_step?: string | null
}

/**
 * A timestamp as the driver answers it: a Date from PostgreSQL, Lucid's UTC 'yyyy-MM-dd HH:mm:ss'
 * text from SQLite.
 */
function dateOf(value: string | Date): Date {
  if (value instanceof Date) return value
  return new Date(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? `${value.replace(' ', 'T')}Z` : value
  )
}

/**
 * The rows of the list's filters, newest first (created_at, then id, as the list page), chunk by
 * chunk, each with its customer and bill. Keyset pagination, always through the website: a chunk is
 * `website_id = ? AND (created_at, id) < (last)` in the index (website_id[, status], created_at, id),
 * so each query reads its own rows only, however far the export has gone. Plain rows, three queries a
 * chunk (the purchases, their customers, their bills), no model built; the loop is given back between
 * two chunks, so the storefronts of every website keep being served during a long export.
 */
export async function* purchaseChunks(
  website: Website,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  options: ExportOptions = {}
): AsyncGenerator<ExportedPurchase[]> {
  const size = Math.max(1, options.chunkSize ?? EXPORT_CHUNK_SIZE)
  const table = kind === 'order' ? 'orders' : 'bookings'
  const columns = [
    'id',
    'number',
    'status',
    'total',
    'vat',
    'customer_id',
    'customer_mobile',
    'created_at',
  ]
  if (kind === 'booking') columns.push('reservation_code', 'start_at')
  else {
    columns.push(
      'delivery_method',
      'delivery_fee',
      'requested_date',
      'requested_slot',
      'fulfilment_step'
    )
  }
  let cursor: { at: string; id: number } | null = null
  while (!options.stopped?.()) {
    const base = db.from(table).where('website_id', website.id)
    // the list's own filters: the same builder methods on a plain query
    const query = applyFilters(
      base as unknown as ModelQueryBuilderContract<LucidModel>,
      website,
      kind,
      filters
    ) as unknown as typeof base
    query
      .select(columns)
      // the stored value itself, exact to the digit whatever the dialect (a Date loses microseconds)
      .select(db.raw('CAST(created_at AS varchar) AS keyset_at'))
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
    const rows: Row[] = await query
    if (rows.length === 0) return
    yield await withRelated(website, kind, rows)
    if (rows.length < size) return
    const last = rows[rows.length - 1]
    cursor = { at: String(last.keyset_at), id: last.id }
    // a turn of the event loop for every other request before the next query
    await new Promise(setImmediate)
  }
}

/** The chunk's customers, bills and (orders) items, each through the website's index, then the lines' values. */
async function withRelated(
  website: Website,
  kind: PurchaseKind,
  rows: Row[]
): Promise<ExportedPurchase[]> {
  const foreignKey = kind === 'order' ? 'order_id' : 'booking_id'
  const [customers, bills] = await Promise.all([
    db
      .from('customers')
      .where('website_id', website.id)
      .whereIn('id', [...new Set(rows.map((row) => row.customer_id))])
      .select('id', 'name', 'phone'),
    db
      .from('bills')
      .where('website_id', website.id)
      .whereIn(
        foreignKey,
        rows.map((row) => row.id)
      )
      .select(foreignKey, 'status', 'refunded'),
  ])
  const items =
    kind === 'order'
      ? await db
          .from('order_items')
          .where('website_id', website.id)
          .whereIn(
            'order_id',
            rows.map((row) => row.id)
          )
          .orderBy('id')
          .select('order_id', 'item_name', 'option_name', 'quantity', 'total_price')
      : []
  const itemsOf = new Map<number, ExportedPurchase['items']>()
  for (const item of items) {
    const list = itemsOf.get(item.order_id) ?? []
    list.push({
      name: lineName(item.item_name, item.option_name),
      quantity: Number(item.quantity),
      total: Number(item.total_price),
    })
    itemsOf.set(item.order_id, list)
  }
  const customerOf = new Map(customers.map((row) => [row.id, row]))
  const billOf = new Map(bills.map((row) => [row[foreignKey], row.status as string]))
  const refundedOf = new Map(bills.map((row) => [row[foreignKey], Number(row.refunded ?? 0)]))
  return rows.map((row) => {
    const customer = customerOf.get(row.customer_id)
    return {
      id: row.id,
      number: Number(row.number),
      status: row.status,
      total: Number(row.total),
      vat: Number(row.vat),
      createdAt: dateOf(row.created_at),
      reservationCode: row.reservation_code ?? '',
      startAt: row.start_at ? dateOf(row.start_at) : null,
      // the mobile the purchase was placed with (issue 36), else the customer's
      customer: customer
        ? { name: customer.name, phone: row.customer_mobile ?? customer.phone }
        : null,
      billStatus: billOf.get(row.id) ?? null,
      refunded: refundedOf.get(row.id) ?? 0,
      delivery:
        kind === 'order'
          ? {
              deliveryMethod: row.delivery_method ?? null,
              deliveryFee: Number(row.delivery_fee ?? 0),
              requestedDate: row.requested_date ?? null,
              requestedSlot: row.requested_slot ?? null,
            }
          : null,
      fulfilmentStep: row.fulfilment_step ?? null,
      items: itemsOf.get(row.id) ?? [],
    }
  })
}
