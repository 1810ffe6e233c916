import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { EventsList } from '@adonisjs/core/types'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order, { ORDER_STATUSES, type OrderStatus } from '#models/order'
import Booking from '#models/booking'
import PurchaseEvent from '#models/purchase_event'
import type User from '#models/user'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { STORE_TIMEZONE } from '#services/booking/availability'

/** An order or a booking: the two work queues of the dashboard share every rule. */
export type PurchaseKind = 'order' | 'booking'

/** What a staff member may record as the way a bill was paid. */
export const PAID_METHODS = ['cash', 'card', 'bank_transfer'] as const
export type PaidMethod = (typeof PAID_METHODS)[number]

/** Rows a page of the dashboard's lists shows. */
export const DESK_PER_PAGE = 20

export interface PurchaseFilters {
  status?: OrderStatus
  /** YYYY-MM-DD, Saudi days, inclusive */
  from?: string
  to?: string
  /** the customer's name or phone, or the number */
  q?: string
}

export interface PurchaseChange {
  status?: 'success' | 'cancel'
  paid?: boolean
  payment_method?: PaidMethod
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** a customer placed an order or confirmed a booking (emitted once, after the commit) */
    'purchase:placed': { websiteId: number; kind: PurchaseKind; id: number }
    /** a staff member confirmed or cancelled one (after the commit) */
    'purchase:status_changed': {
      websiteId: number
      kind: PurchaseKind
      id: number
      status: 'success' | 'cancel'
    }
  }
}

/** Announces a new order or booking: the dashboard's live toast and the customer's e-mail listen. */
export async function purchasePlaced(websiteId: number, kind: PurchaseKind, id: number) {
  await announce('purchase:placed', { websiteId, kind, id })
}

/**
 * Emits after the commit: the change is made whatever a listener does, so a failed notification is
 * logged and never turns a placed order or a confirmation into an error page.
 */
async function announce<Name extends 'purchase:placed' | 'purchase:status_changed'>(
  name: Name,
  data: EventsList[Name]
) {
  try {
    await emitter.emit(name, data)
  } catch (error) {
    logger.error({ err: error, event: name }, 'purchase listener failed')
  }
}

const TABLES = { order: 'orders', booking: 'bookings' } as const

function modelOf(kind: PurchaseKind) {
  return kind === 'order' ? Order : Booking
}

/** Lucid stores a timestamp in the dialect's format; bindings must use the same one, in UTC. */
function sqlTime(client: QueryClientContract, value: DateTime) {
  return value.toUTC().toFormat(client.dialect.dateTimeFormat)
}

function likePattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * The filters of the list on a query: status, a range of Saudi days (orders by the day they were
 * placed, bookings by the day of the appointment: the day's work), and a search by the customer's name or
 * phone, or the number ('#12' or '12').
 */
export function applyFilters<Query extends ModelQueryBuilderContract<LucidModel, any>>(
  query: Query,
  website: Website,
  kind: PurchaseKind,
  filters: PurchaseFilters,
  withStatus = true
) {
  const client = db.connection()
  const dayColumn = kind === 'order' ? 'created_at' : 'start_at'
  if (withStatus && filters.status) query.where('status', filters.status)
  if (filters.from) {
    const from = DateTime.fromISO(filters.from, { zone: STORE_TIMEZONE }).startOf('day')
    query.where(dayColumn, '>=', sqlTime(client, from))
  }
  if (filters.to) {
    const to = DateTime.fromISO(filters.to, { zone: STORE_TIMEZONE })
      .startOf('day')
      .plus({ days: 1 })
    query.where(dayColumn, '<', sqlTime(client, to))
  }
  const q = filters.q?.trim()
  if (q) {
    const digits = q.replace(/^#/, '')
    const pattern = likePattern(q.toLowerCase())
    query.where((inner) => {
      inner.whereIn(
        'customer_id',
        db
          .from('customers')
          .where('website_id', website.id)
          .where((match) => {
            match
              .whereRaw(`lower(name) like ? escape '\\'`, [pattern])
              .orWhereRaw(`phone like ? escape '\\'`, [likePattern(q)])
          })
          .select('id')
      )
      if (/^\d{1,9}$/.test(digits)) inner.orWhere('number', Number(digits))
      if (kind === 'booking') inner.orWhereRaw('lower(reservation_code) = ?', [q.toLowerCase()])
    })
  }
  return query
}

/**
 * The merchant's side of orders and bookings (/dashboard/{username}/orders and /bookings): the work
 * queues with their filters and counters, the detail, and the only changes a staff member makes:
 * confirm or cancel a pending one, and record that its bill was paid. Everything is reached through the
 * website, so another website's id is not found (a 404).
 */
export const PurchaseDesk = {
  /** A page of the orders, newest first, with the customer and the bill. */
  listOrders(website: Website, filters: PurchaseFilters, page: number) {
    return (
      applyFilters(website.related('orders').query(), website, 'order', filters)
        .preload('customer')
        // with its website, the bill is found through an index (without, a scan of every bill)
        .preload('bill', (bill) => bill.where('website_id', website.id))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .paginate(Math.max(1, page), DESK_PER_PAGE)
    )
  },

  /** A page of the bookings, newest first, with the customer and the bill. */
  listBookings(website: Website, filters: PurchaseFilters, page: number) {
    return (
      applyFilters(website.related('bookings').query(), website, 'booking', filters)
        .preload('customer')
        // with its website, the bill is found through an index (without, a scan of every bill)
        .preload('bill', (bill) => bill.where('website_id', website.id))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .paginate(Math.max(1, page), DESK_PER_PAGE)
    )
  },

  /** The count of each status under the other filters (the tabs above the list), in one query. */
  async counters(website: Website, kind: PurchaseKind, filters: PurchaseFilters = {}) {
    const query = (kind === 'order'
      ? website.related('orders').query()
      : website.related('bookings').query()) as unknown as ModelQueryBuilderContract<LucidModel>
    const rows = await applyFilters(query, website, kind, filters, false)
      .groupBy('status')
      .select('status')
      // not 'total': that is a column of both models, so the count would land in the attribute
      .count('* as status_count')
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >
    for (const row of rows) {
      const status = (row as unknown as { status: OrderStatus }).status
      if (status in counts) counts[status] = Number(row.$extras.status_count)
    }
    return counts
  },

  /** Pending orders and bookings: the navigation's badges. */
  async pendingCounts(website: Website) {
    const count = async (table: string) => {
      const row = await db
        .from(table)
        .where('website_id', website.id)
        .where('status', 'pending')
        .count('* as total')
        .first()
      return Number(row?.total ?? 0)
    }
    const [orders, bookings] = await Promise.all([count('orders'), count('bookings')])
    return { orders, bookings }
  },

  /** One order with its lines, customer, branch, bill and history. */
  async findOrder(website: Website, id: number) {
    return website
      .related('orders')
      .query()
      .where('id', id)
      .preload('items', (q) => q.orderBy('id'))
      .preload('customer')
      .preload('branch')
      .preload('bill')
      .preload('events', (q) => q.orderBy('created_at', 'asc').orderBy('id', 'asc'))
      .firstOrFail()
  },

  /** One booking with its services, customer, branch, bill and history. */
  async findBooking(website: Website, id: number) {
    return website
      .related('bookings')
      .query()
      .where('id', id)
      .preload('items', (q) => q.orderBy('id'))
      .preload('customer')
      .preload('branch')
      .preload('bill')
      .preload('events', (q) => q.orderBy('created_at', 'asc').orderBy('id', 'asc'))
      .firstOrFail()
  },

  /**
   * Confirms or cancels a pending order or booking and/or records its bill as paid, each written once:
   * the UPDATE only matches a row still pending (a bill still unpaid), so when two staff press at the
   * same moment one UPDATE changes the row and the other matches nothing and is refused; the history
   * row is written in the same transaction, only by the one that changed it. A cancelled booking stops
   * holding its time (availability counts pending and completed bookings only), at once.
   */
  async change(
    website: Website,
    actor: User,
    kind: PurchaseKind,
    id: number,
    data: PurchaseChange
  ) {
    if (!data.status && data.paid !== true) throw new DomainError('purchase_change_empty')
    const table = TABLES[kind]
    const keys = purchaseKeys(kind, id)
    // 404 before anything else for another website's id
    const current = await modelOf(kind)
      .query()
      .where('website_id', website.id)
      .where('id', id)
      .firstOrFail()

    await db.transaction(async (trx) => {
      if (data.status) {
        const changed = await trx
          .from(table)
          .where('website_id', website.id)
          .where('id', id)
          .where('status', 'pending')
          .update({ status: data.status, updated_at: sqlTime(trx, DateTime.utc()) })
        if (affected(changed) === 0) {
          throw new DomainError('purchase_not_pending', {
            kind,
            status: await statusOf(trx, table, website, id),
          })
        }
        await PurchaseEvent.create(
          {
            websiteId: website.id,
            ...keys,
            userId: actor.id,
            actorName: actor.name,
            action: data.status,
            fromStatus: 'pending',
          },
          { client: trx }
        )
      }
      if (data.paid === true)
        await this.markPaid(trx, website, actor, kind, id, data.payment_method)
    })

    if (data.status) {
      await announce('purchase:status_changed', {
        websiteId: website.id,
        kind,
        id,
        status: data.status,
      })
    }
    return current
  },

  /** Records a cash-on-delivery (or on-arrival) bill as paid, once; a cancelled purchase is not paid. */
  async markPaid(
    trx: TransactionClientContract,
    website: Website,
    actor: User,
    kind: PurchaseKind,
    id: number,
    method: PaidMethod | undefined
  ) {
    const table = TABLES[kind]
    const status = await statusOf(trx, table, website, id)
    if (status === 'cancel') throw new DomainError('purchase_cancelled_unpaid', { kind })
    const foreignKey = kind === 'order' ? 'order_id' : 'booking_id'
    const bill = await trx
      .from('bills')
      .where('website_id', website.id)
      .where(foreignKey, id)
      .select('id', 'status', 'payment_method')
      .first()
    if (!bill) throw new DomainError('purchase_bill_missing', { kind })
    const now = DateTime.utc()
    const paymentMethod = method ?? bill.payment_method
    const changed = await trx
      .from('bills')
      .where('website_id', website.id)
      .where('id', bill.id)
      .where('status', 'unpaid')
      .update({
        status: 'paid',
        paid_at: sqlTime(trx, now),
        payment_method: paymentMethod,
        updated_at: sqlTime(trx, now),
      })
    if (affected(changed) === 0) throw new DomainError('purchase_already_paid', { kind })
    await PurchaseEvent.create(
      {
        websiteId: website.id,
        ...purchaseKeys(kind, id),
        userId: actor.id,
        actorName: actor.name,
        action: 'paid',
        fromStatus: status,
        paymentMethod,
      },
      { client: trx }
    )
  },
}

function purchaseKeys(kind: PurchaseKind, id: number) {
  return { orderId: kind === 'order' ? id : null, bookingId: kind === 'booking' ? id : null }
}

/** knex answers the affected row count as a number (or an array on some drivers). */
function affected(result: unknown): number {
  return Array.isArray(result) ? result.length : Number(result)
}

async function statusOf(
  client: QueryClientContract,
  table: string,
  website: Website,
  id: number
): Promise<string> {
  const row = await client
    .from(table)
    .where('website_id', website.id)
    .where('id', id)
    .select('status')
    .first()
  return String(row?.status ?? '')
}
