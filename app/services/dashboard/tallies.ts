// The dashboard's tallies (orders and bookings per status and per Saudi day, visits per day): reads and rebuild.
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ORDER_STATUSES, type OrderStatus } from '#models/order'

/**
 * The tables of database/migrations/1795355414210_create_dashboard_tallies.ts, kept exact by triggers
 * in the statement that changes an order, a booking or a visit (in its transaction): a dashboard visit
 * reads a few tally rows instead of counting every order and visit of a busy shop.
 */
type TallyKind = 'order' | 'booking'

const TABLES: Record<TallyKind, string> = { order: 'orders', booking: 'bookings' }

/** The Saudi day (YYYY-MM-DD) of a row's created_at, as the triggers write it. */
function dayOf(client: QueryClientContract, column = 'created_at') {
  return client.dialect.name === 'postgres'
    ? `to_char(${column} AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD')`
    : `date(${column}, '+180 minutes')`
}

function zeroCounts() {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >
}

export const Tallies = {
  /** A website's orders (or bookings) of each status: one primary-key range of a few rows. */
  async statusCounts(
    websiteId: number,
    kind: TallyKind,
    client: QueryClientContract = db.connection()
  ) {
    const rows: { status: string; count: unknown }[] = await client
      .from('purchase_counts')
      .where('website_id', websiteId)
      .where('kind', kind)
      .select('status', 'count')
    const counts = zeroCounts()
    for (const row of rows) {
      if (row.status in counts) counts[row.status as OrderStatus] = Number(row.count)
    }
    return counts
  },

  /** Orders and bookings of each status, both kinds in one query (the overview, the badges). */
  async allStatusCounts(websiteId: number, client: QueryClientContract = db.connection()) {
    const rows: { kind: string; status: string; count: unknown }[] = await client
      .from('purchase_counts')
      .where('website_id', websiteId)
      .select('kind', 'status', 'count')
    const counts = { order: zeroCounts(), booking: zeroCounts() }
    for (const row of rows) {
      const ofKind = counts[row.kind as TallyKind]
      if (ofKind && row.status in ofKind) ofKind[row.status as OrderStatus] = Number(row.count)
    }
    return counts
  },

  /**
   * Orders (or bookings) of each status placed on the Saudi days from..to (YYYY-MM-DD, inclusive,
   * either open): a range of the day tallies, a row a day and status.
   */
  async statusCountsOfDays(
    websiteId: number,
    kind: TallyKind,
    days: { from?: string; to?: string },
    client: QueryClientContract = db.connection()
  ) {
    const query = client
      .from('purchase_days')
      .where('website_id', websiteId)
      .where('kind', kind)
      .groupBy('status')
      .select('status')
      .sum('count as count')
    if (days.from) query.where('day', '>=', days.from)
    if (days.to) query.where('day', '<=', days.to)
    const counts = zeroCounts()
    for (const row of (await query) as { status: string; count: unknown }[]) {
      if (row.status in counts) counts[row.status as OrderStatus] = Number(row.count)
    }
    return counts
  },

  /**
   * The count and total of each Saudi day from..to (inclusive) of both kinds, cancelled ones left out:
   * a row a day, kind and status.
   */
  async salesOfDays(
    websiteId: number,
    from: string,
    to: string,
    client: QueryClientContract = db.connection()
  ) {
    const rows: { kind: string; day: string; count: unknown; total: unknown }[] = await client
      .from('purchase_days')
      .where('website_id', websiteId)
      // both kinds named: each is a range of the primary key
      .whereIn('kind', Object.keys(TABLES))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .whereNot('status', 'cancel')
      .groupBy('kind', 'day')
      .select('kind', 'day')
      .sum('count as count')
      .sum('total as total')
    return rows.map((row) => ({
      kind: row.kind as TallyKind,
      day: row.day,
      count: Number(row.count),
      total: Number(row.total),
    }))
  },

  /** Storefront visits of each Saudi day from..to (inclusive): a row a day. */
  async visitsOfDays(
    websiteId: number,
    from: string,
    to: string,
    client: QueryClientContract = db.connection()
  ): Promise<Map<string, number>> {
    const rows: { day: string; count: unknown }[] = await client
      .from('visit_days')
      .where('website_id', websiteId)
      .where('site', 'order')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .select('day', 'count')
    return new Map(rows.map((row) => [row.day, Number(row.count)]))
  },
}

/**
 * Every tally computed again from the rows themselves (the migration's fill; a repair). Run it where
 * no write can interleave: in the migration, after the triggers, in its transaction.
 */
export async function rebuildTallies(client: QueryClientContract) {
  await client.from('purchase_counts').delete()
  await client.from('purchase_days').delete()
  await client.from('visit_days').delete()
  for (const [kind, table] of Object.entries(TABLES)) {
    await client.rawQuery(
      `INSERT INTO purchase_counts (website_id, kind, status, count)
       SELECT website_id, '${kind}', status, COUNT(*) FROM ${table} GROUP BY website_id, status`
    )
    await client.rawQuery(
      `INSERT INTO purchase_days (website_id, kind, day, status, count, total)
       SELECT website_id, '${kind}', ${dayOf(client)}, status, COUNT(*), SUM(total)
       FROM ${table} GROUP BY website_id, ${dayOf(client)}, status`
    )
  }
  await client.rawQuery(
    `INSERT INTO visit_days (website_id, site, day, count)
     SELECT website_id, site, ${dayOf(client)}, COUNT(*) FROM visits
     GROUP BY website_id, site, ${dayOf(client)}`
  )
}
