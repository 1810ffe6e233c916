import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Website from '#models/website'
import { splitVat, type VatSplit } from '#services/invoices/vat'

/** The shops are in the Kingdom: "today" and "this month" are Saudi days, whatever the server's zone. */
export const SAUDI_ZONE = 'Asia/Riyadh'
/** How many days the visits chart covers, today included. */
export const VISIT_DAYS = 30

export interface PeriodFigures {
  /** orders and bookings placed in the period, cancelled ones left out */
  orders: number
  bookings: number
  /** their VAT-inclusive totals in halalas, split into subtotal and VAT */
  sales: VatSplit
}

export interface OverviewFigures {
  today: PeriodFigures
  month: PeriodFigures
  /** one entry a Saudi day, oldest first, the last one today; days without visits are 0 */
  visits: { date: string; count: number }[]
}

/** Lucid stores a timestamp in the dialect's format, in UTC; bindings must use the same one. */
function sqlTime(client: QueryClientContract, value: DateTime) {
  return value.toUTC().toFormat(client.dialect.dateTimeFormat)
}

const isPostgres = (client: QueryClientContract) => client.dialect.name === 'postgres'

/**
 * The count and the total of one table's rows this month and today (one query): rows of the website,
 * not cancelled, created within the Saudi month; today's part counted with CASE.
 */
async function salesOf(
  client: QueryClientContract,
  table: 'orders' | 'bookings',
  websiteId: number,
  bounds: { monthStart: DateTime; todayStart: DateTime; tomorrowStart: DateTime }
) {
  const today = sqlTime(client, bounds.todayStart)
  const [row] = await client
    .from(table)
    .where('website_id', websiteId)
    .whereNot('status', 'cancel')
    .where('created_at', '>=', sqlTime(client, bounds.monthStart))
    .where('created_at', '<', sqlTime(client, bounds.tomorrowStart))
    .select(
      client.raw('COUNT(*) AS month_count'),
      client.raw('COALESCE(SUM(total), 0) AS month_total'),
      client.raw('COALESCE(SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END), 0) AS today_count', [
        today,
      ]),
      client.raw(
        'COALESCE(SUM(CASE WHEN created_at >= ? THEN total ELSE 0 END), 0) AS today_total',
        [today]
      )
    )
  // PostgreSQL answers COUNT and SUM as strings
  return {
    monthCount: Number(row?.month_count ?? 0),
    monthTotal: Number(row?.month_total ?? 0),
    todayCount: Number(row?.today_count ?? 0),
    todayTotal: Number(row?.today_total ?? 0),
  }
}

/**
 * Storefront visits per Saudi day since `from` (one grouped query). Saudi time has no daylight saving,
 * so a day is the UTC timestamp moved by the zone's fixed offset.
 */
async function visitsPerDay(
  client: QueryClientContract,
  websiteId: number,
  from: DateTime,
  to: DateTime
): Promise<Map<string, number>> {
  const offset = from.setZone(SAUDI_ZONE).offset
  const day = isPostgres(client)
    ? `to_char(created_at AT TIME ZONE '${SAUDI_ZONE}', 'YYYY-MM-DD')`
    : `date(created_at, '${offset >= 0 ? '+' : ''}${offset} minutes')`
  const rows = await client
    .from('visits')
    .where('website_id', websiteId)
    .where('site', 'order')
    .where('created_at', '>=', sqlTime(client, from))
    .where('created_at', '<', sqlTime(client, to))
    .select(client.raw(`${day} AS day`), client.raw('COUNT(*) AS visits'))
    .groupByRaw(day)
  return new Map(rows.map((row: { day: string; visits: unknown }) => [row.day, Number(row.visits)]))
}

/**
 * The figures of a website's overview at the instant `now` (plain arguments, so a test fixes the
 * clock): today's and this month's orders, bookings and sales, and the storefront's visits per day.
 * Three queries whatever the data.
 */
export async function overviewFigures(
  website: Website,
  now: DateTime = DateTime.now(),
  client: QueryClientContract = db.connection()
): Promise<OverviewFigures> {
  const local = now.setZone(SAUDI_ZONE)
  const todayStart = local.startOf('day')
  const bounds = {
    todayStart,
    tomorrowStart: todayStart.plus({ days: 1 }),
    monthStart: local.startOf('month'),
  }
  const visitsFrom = todayStart.minus({ days: VISIT_DAYS - 1 })

  const [orders, bookings, visits] = await Promise.all([
    salesOf(client, 'orders', website.id, bounds),
    salesOf(client, 'bookings', website.id, bounds),
    visitsPerDay(client, website.id, visitsFrom, bounds.tomorrowStart),
  ])

  return {
    today: {
      orders: orders.todayCount,
      bookings: bookings.todayCount,
      sales: splitVat(orders.todayTotal + bookings.todayTotal),
    },
    month: {
      orders: orders.monthCount,
      bookings: bookings.monthCount,
      sales: splitVat(orders.monthTotal + bookings.monthTotal),
    },
    visits: Array.from({ length: VISIT_DAYS }, (_, index) => {
      const date = visitsFrom.plus({ days: index }).toISODate()!
      return { date, count: visits.get(date) ?? 0 }
    }),
  }
}
