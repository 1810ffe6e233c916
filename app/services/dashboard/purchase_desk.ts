import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { EventsList } from '@adonisjs/core/types'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order, { type OrderStatus } from '#models/order'
import Booking from '#models/booking'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PurchaseQueue } from '#services/dashboard/purchase_queue'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { Stock } from '#services/catalogue/stock'
import { websiteChanged } from '#services/cache/site_changes'
import { StepRecords } from '#services/fulfilment/step_records'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import { stepOf, type FulfilmentStep } from '#services/fulfilment/fulfilment_steps'
import { sqlUtc } from '#services/sql_time'

export { DESK_PER_PAGE } from '#services/dashboard/purchase_queue'
export { applyFilters } from '#services/dashboard/purchase_filters'

/** An order or a booking: the two work queues of the dashboard share every rule. */
export type PurchaseKind = 'order' | 'booking'

/** What a staff member may record as the way a bill was paid. */
export const PAID_METHODS = ['cash', 'card', 'bank_transfer'] as const
type PaidMethod = (typeof PAID_METHODS)[number]

export interface PurchaseFilters {
  status?: OrderStatus
  /** YYYY-MM-DD, Saudi days, inclusive */
  from?: string
  to?: string
  /** the customer's name or phone, or the number */
  q?: string
  /** a branch role's own branch: only its rows */
  branchId?: number | null
  /** orders only: the fulfilment step (issue 36) */
  step?: FulfilmentStep
}

/**
 * Who makes a change: a staff member (a user of the dashboard), or a delivery representative, who has no account
 * (id null, their name recorded on the history).
 */
export interface PurchaseActor {
  id: number | null
  name: string
}

interface PurchaseChange {
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

/** What a purchase's detail shows with it: its lines, customer, branch, bill and history in order. */
function withDetail<Query extends ModelQueryBuilderContract<typeof Order | typeof Booking>>(
  query: Query
) {
  return query
    .preload('items', (q) => q.orderBy('id'))
    .preload('customer')
    .preload('branch')
    .preload('bill')
    .preload('events', (q) => q.orderBy('created_at', 'asc').orderBy('id', 'asc'))
}

function modelOf(kind: PurchaseKind) {
  return kind === 'order' ? Order : Booking
}

/**
 * The merchant's side of orders and bookings (/dashboard/{username}/orders and /bookings): the work
 * queues with their filters and counters, the detail, and the only changes a staff member makes:
 * confirm or cancel a pending one, and record that its bill was paid. Everything is reached through the
 * website, so another website's id is not found (a 404).
 */
export const PurchaseDesk = {
  /** A page of the orders (newest first, with the customer and the bill) and the status counters. */
  listOrders(website: Website, filters: PurchaseFilters, page: number) {
    return PurchaseQueue.list<Order>(website, 'order', filters, page)
  },

  /** A page of the bookings (newest first, with the customer and the bill) and the status counters. */
  listBookings(website: Website, filters: PurchaseFilters, page: number) {
    return PurchaseQueue.list<Booking>(website, 'booking', filters, page)
  },

  /** Pending orders and bookings (of one branch, for a branch role): the navigation's badges. */
  pendingCounts(website: Website, branchId: number | null = null) {
    return PurchaseQueue.pendingCounts(website, branchId)
  },

  /** One order with its lines, customer, branch, bill and history. */
  async findOrder(website: Website, id: number) {
    return withDetail(website.related('orders').query().where('id', id)).firstOrFail()
  },

  /** One booking with its services, customer, branch, bill and history. */
  async findBooking(website: Website, id: number) {
    return withDetail(website.related('bookings').query().where('id', id)).firstOrFail()
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
    actor: PurchaseActor,
    kind: PurchaseKind,
    id: number,
    data: PurchaseChange
  ) {
    if (!data.status && data.paid !== true) throw new DomainError('purchase_change_empty')
    const table = TABLES[kind]
    // 404 before anything else for another website's id
    const current = await modelOf(kind)
      .query()
      .where('website_id', website.id)
      .where('id', id)
      .firstOrFail()
    const delivered = kind === 'order' && data.status === 'success'
    const previous = kind === 'order' ? stepOf(current as Order) : null

    let restocked = false
    await db.transaction(async (trx) => {
      if (data.status) {
        const changed = await trx
          .from(table)
          .where('website_id', website.id)
          .where('id', id)
          .where('status', 'pending')
          .update({
            status: data.status,
            // an order completed is delivered: its fulfilment step follows (issue 36)
            ...(delivered ? { fulfilment_step: 'delivered' } : {}),
            updated_at: sqlUtc(DateTime.utc()),
          })
        if (affected(changed) === 0) {
          throw new DomainError('purchase_not_pending', {
            kind,
            status: await statusOf(trx, table, website, id),
          })
        }
        await recordPurchaseEvent(trx, website, actor, kind, id, {
          action: data.status,
          fromStatus: 'pending',
        })
        await WebhookEvents.purchase(trx, website.id, kind, id, 'status_changed', {
          previous_status: 'pending',
        })
        if (kind === 'order' && data.status === 'cancel') {
          restocked = await Stock.giveBack(trx, website.id, id)
        }
        if (delivered) {
          await StepRecords.webhook(trx, { websiteId: website.id, id, step: 'delivered', previous })
        }
      }
      if (data.paid === true)
        await this.markPaid(trx, website, actor, kind, id, data.payment_method)
    })

    if (restocked) await websiteChanged(website.id)
    if (delivered) {
      await StepRecords.announce({ websiteId: website.id, id, step: 'delivered', previous })
    }
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
    actor: PurchaseActor,
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
        paid_at: sqlUtc(now),
        payment_method: paymentMethod,
        updated_at: sqlUtc(now),
      })
    if (affected(changed) === 0) throw new DomainError('purchase_already_paid', { kind })
    await recordPurchaseEvent(trx, website, actor, kind, id, {
      action: 'paid',
      fromStatus: status,
      paymentMethod,
    })
    await WebhookEvents.purchase(trx, website.id, kind, id, 'paid', { paid_with: paymentMethod })
  },
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
