import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Website from '#models/website'
import { splitVat, type VatSplit } from '#services/invoices/vat'
import { Tallies } from '#services/dashboard/tallies'

/** The shops are in the Kingdom: "today" and "this month" are Saudi days, whatever the server's zone. */
const SAUDI_ZONE = 'Asia/Riyadh'
/** How many days the visits chart covers, today included. */
export const VISIT_DAYS = 30

interface PeriodFigures {
  /** orders and bookings placed in the period, cancelled ones left out */
  orders: number
  bookings: number
  /** their VAT-inclusive totals in halalas, split into subtotal and VAT */
  sales: VatSplit
}

interface OverviewFigures {
  today: PeriodFigures
  month: PeriodFigures
  /** one entry a Saudi day, oldest first, the last one today; days without visits are 0 */
  visits: { date: string; count: number }[]
}

/**
 * The figures of a website's overview at the instant `now` (plain arguments, so a test fixes the
 * clock): today's and this month's orders, bookings and sales (cancelled ones left out), and the
 * storefront's visits per day. Two reads of the day tallies (app/services/dashboard/tallies.ts), at most
 * a few hundred rows whatever the number of orders and visits.
 */
export async function overviewFigures(
  website: Website,
  now: DateTime = DateTime.now(),
  client: QueryClientContract = db.connection()
): Promise<OverviewFigures> {
  const local = now.setZone(SAUDI_ZONE)
  const todayStart = local.startOf('day')
  const today = todayStart.toISODate()!
  const visitsFrom = todayStart.minus({ days: VISIT_DAYS - 1 })

  const [sales, visits] = await Promise.all([
    Tallies.salesOfDays(website.id, local.startOf('month').toISODate()!, today, client),
    Tallies.visitsOfDays(website.id, visitsFrom.toISODate()!, today, client),
  ])
  /** The count or the total of one kind over the month (or today only). */
  const sum = (kind: 'order' | 'booking', onlyToday: boolean, key: 'count' | 'total') =>
    sales
      .filter((row) => row.kind === kind && (!onlyToday || row.day === today))
      .reduce((total, row) => total + row[key], 0)
  const period = (onlyToday: boolean): PeriodFigures => ({
    orders: sum('order', onlyToday, 'count'),
    bookings: sum('booking', onlyToday, 'count'),
    sales: splitVat(sum('order', onlyToday, 'total') + sum('booking', onlyToday, 'total')),
  })

  return {
    today: period(true),
    month: period(false),
    visits: Array.from({ length: VISIT_DAYS }, (_, index) => {
      const date = visitsFrom.plus({ days: index }).toISODate()!
      return { date, count: visits.get(date) ?? 0 }
    }),
  }
}
