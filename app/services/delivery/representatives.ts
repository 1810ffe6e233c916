// The merchant's delivery representatives and the cash each still has to hand over (issue 31 item 2).
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Representative from '#models/representative'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import type { PurchaseActor } from '#services/dashboard/purchase_desk'
import { sqlDateTime } from '#services/sql_time'

interface RepresentativeInput {
  name: string
  mobile: string
  is_active?: boolean
}

/** Whether a unique-key violation (SQLite or PostgreSQL) was raised: the mobile is taken. */
function isDuplicate(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Refuses a mobile another representative of the website has (read first, the key as the backstop). */
async function ensureMobileFree(website: Website, mobile: string, except?: number) {
  const query = Representative.query().where('website_id', website.id).where('mobile', mobile)
  if (except) query.whereNot('id', except)
  if (await query.first()) throw new DomainError('representative_mobile_taken')
}

/**
 * A write that may hit the unique key (two saves at once): in its own transaction (a savepoint inside
 * an open one), so a violation on PostgreSQL aborts only it, and it becomes the Arabic refusal.
 */
async function savingMobile<T>(work: (trx: TransactionClientContract) => Promise<T>) {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (isDuplicate(error)) throw new DomainError('representative_mobile_taken')
    throw error
  }
}

/**
 * Representatives are the plan's manage_representatives: every read and write checks it, so the page
 * and a crafted request get the same refusal. Rows are reached through the website only.
 */
export const Representatives = {
  async list(website: Website) {
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    const [rows, due] = await Promise.all([
      Representative.query()
        .where('website_id', website.id)
        .orderBy('is_active', 'desc')
        .orderBy('name'),
      this.cashDue(website),
    ])
    return rows.map((row) => ({ representative: row, ...(due.get(row.id) ?? EMPTY_DUE) }))
  },

  /**
   * The website's representatives as a query for the API's cursor pages, after the plan check (in an
   * object: a query builder returned from an async function would run).
   */
  async query(website: Website) {
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    return { query: Representative.query().where('website_id', website.id) }
  },

  /** One representative with their cash still to hand over, under the plan (another website's id: 404). */
  async one(website: Website, id: number | string) {
    const representative = await this.find(website, id)
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    const due = await this.cashDue(website)
    return { representative, ...(due.get(representative.id) ?? EMPTY_DUE) }
  },

  /** Active representatives, for an order's assignment. */
  active(website: Website) {
    return Representative.query()
      .where('website_id', website.id)
      .where('is_active', true)
      .orderBy('name')
  },

  /** This website's representative, or a 404 (another website's id included). */
  find(website: Website, id: number | string) {
    return Representative.query().where('website_id', website.id).where('id', id).firstOrFail()
  },

  /**
   * Per representative: the cash collected from customers and not yet handed to the merchant (sum and
   * orders), and the orders assigned and still pending.
   */
  async cashDue(website: Website) {
    const rows = await db
      .from('orders')
      .where('website_id', website.id)
      .whereNotNull('representative_id')
      .select('representative_id')
      .select(
        db.raw(
          'sum(case when cash_collected_at is not null and cash_handed_at is null then total else 0 end) as due'
        ),
        db.raw(
          'sum(case when cash_collected_at is not null and cash_handed_at is null then 1 else 0 end) as due_orders'
        ),
        db.raw("sum(case when status = 'pending' then 1 else 0 end) as open_orders")
      )
      .groupBy('representative_id')
    return new Map(
      rows.map((row) => [
        Number(row.representative_id),
        {
          cashDue: Number(row.due ?? 0),
          cashDueOrders: Number(row.due_orders ?? 0),
          openOrders: Number(row.open_orders ?? 0),
        },
      ])
    )
  },

  async create(website: Website, input: RepresentativeInput) {
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    await ensureMobileFree(website, input.mobile)
    return savingMobile((trx) =>
      Representative.create(
        {
          websiteId: website.id,
          name: input.name,
          mobile: input.mobile,
          isActive: input.is_active ?? true,
        },
        { client: trx }
      )
    )
  },

  async update(website: Website, id: number | string, input: RepresentativeInput) {
    const representative = await this.find(website, id)
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    await ensureMobileFree(website, input.mobile, representative.id)
    representative.merge({
      name: input.name,
      mobile: input.mobile,
      isActive: input.is_active ?? false,
    })
    await savingMobile((trx) => representative.useTransaction(trx).save())
    return representative
  },

  /**
   * The merchant received the representative's collected cash: every collected, not yet handed order
   * is marked handed, each with a history line; nothing to hand over is refused.
   */
  async handOver(website: Website, actor: PurchaseActor, id: number | string) {
    const representative = await this.find(website, id)
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    return db.transaction(async (trx) => {
      const orders = await trx
        .from('orders')
        .where('website_id', website.id)
        .where('representative_id', representative.id)
        .whereNotNull('cash_collected_at')
        .whereNull('cash_handed_at')
        .select('id', 'total')
      if (orders.length === 0) throw new DomainError('delivery_cash_none')
      const now = DateTime.utc()
      await trx
        .from('orders')
        .where('website_id', website.id)
        .whereIn(
          'id',
          orders.map((order) => order.id)
        )
        .update({ cash_handed_at: sqlDateTime(now) })
      for (const order of orders) {
        await recordPurchaseEvent(trx, website, actor, 'order', order.id, {
          action: 'handed',
          fromStatus: null,
          note: representative.name,
        })
      }
      return {
        orders: orders.length,
        total: orders.reduce((sum, order) => sum + Number(order.total), 0),
      }
    })
  },
}

const EMPTY_DUE = { cashDue: 0, cashDueOrders: 0, openOrders: 0 }
