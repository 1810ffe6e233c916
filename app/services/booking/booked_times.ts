// The times a website's bookings already hold, read for the booking wizard's free times.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlUtc } from '#services/sql_time'

/** Statuses that hold a time: a cancelled booking frees its slot. */
export const HOLDING_STATUSES = ['pending', 'success'] as const

/** A stored timestamp as the driver returns it: a Date (PostgreSQL) or text (SQLite). */
function parseStored(value: unknown) {
  if (value instanceof Date) return DateTime.fromJSDate(value)
  const sql = DateTime.fromSQL(String(value), { zone: 'utc' })
  return sql.isValid ? sql : DateTime.fromISO(String(value))
}

/**
 * Pending and completed bookings of a website overlapping [from, to): at the branch, or website-wide
 * without one. Inside a confirmation it runs on that transaction (`client`).
 */
export async function bookedTimes(
  websiteId: number,
  from: DateTime,
  to: DateTime,
  branchId: number | null,
  client: QueryClientContract = db.connection()
) {
  const query = client
    .from('bookings')
    .where('website_id', websiteId)
    .whereIn('status', [...HOLDING_STATUSES])
    .where('start_at', '<', sqlUtc(to))
    .where('end_at', '>', sqlUtc(from))
    .select('start_at', 'end_at')
  if (branchId) query.where('branch_id', branchId)
  const rows = await query
  return rows.map((row: { start_at: unknown; end_at: unknown }) => ({
    startAt: parseStored(row.start_at),
    endAt: parseStored(row.end_at),
  }))
}
