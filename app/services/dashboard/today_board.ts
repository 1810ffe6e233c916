// The phone app's "today" board of a website: today's bookings (Saudi day) and the orders to act on.
import { DateTime } from 'luxon'
import Order from '#models/order'
import Booking from '#models/booking'
import type Website from '#models/website'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { sqlDateTime } from '#services/sql_time'
import { PlanLimits } from '#services/plans/plan_limits'
import type { PurchaseKind } from '#services/dashboard/purchase_desk'

/** Orders the board lists at most: the pending ones first, then today's others, newest first. */
export const TODAY_ORDERS_LIMIT = 50

/** The plan feature that opens each side of the board (SPEC.md's plans page). */
export const TODAY_FEATURES = {
  order: 'branch_management_app',
  booking: 'reservations_app',
} as const

/** The Saudi day around `now`, as its first and last instant. */
export function saudiDay(now: DateTime) {
  const start = now.setZone(STORE_TIMEZONE).startOf('day')
  return { start, end: start.plus({ days: 1 }) }
}

/**
 * What a branch's staff work through on their phone today. Both sides go through the website, so another
 * website's rows never appear; each side is read only when the plan opens it (null otherwise).
 */
export const TodayBoard = {
  /** Which sides of the board the website's plan opens. */
  async sidesOf(website: Website) {
    const [order, booking] = await Promise.all([
      PlanLimits.hasFeature(website, TODAY_FEATURES.order),
      PlanLimits.hasFeature(website, TODAY_FEATURES.booking),
    ])
    return { order, booking }
  },

  /** Refuses a change on a side the plan does not open (the plans page is offered with the refusal). */
  async ensureSide(website: Website, kind: PurchaseKind) {
    await PlanLimits.ensureFeature(website, TODAY_FEATURES[kind])
  },

  /** Today's bookings (every status), by their start, with the customer, the branch and the bill. */
  bookingsOf(website: Website, now: DateTime, branchId: number | null) {
    const { start, end } = saudiDay(now)
    const query = Booking.query()
      .where('website_id', website.id)
      .where('start_at', '>=', sqlDateTime(start.toUTC()))
      .where('start_at', '<', sqlDateTime(end.toUTC()))
      .preload('customer')
      .preload('branch')
      .preload('bill')
      .orderBy('start_at', 'asc')
      .orderBy('id', 'asc')
    if (branchId !== null) query.where('branch_id', branchId)
    return query
  },

  /** Orders still pending (any day) and today's others: the pending ones first, newest first. */
  ordersOf(website: Website, now: DateTime, branchId: number | null) {
    const { start } = saudiDay(now)
    const query = Order.query()
      .where('website_id', website.id)
      .where((which) => {
        which.where('status', 'pending').orWhere('created_at', '>=', sqlDateTime(start.toUTC()))
      })
      .preload('customer')
      .preload('branch')
      .preload('bill')
      .orderByRaw(`case when status = 'pending' then 0 else 1 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(TODAY_ORDERS_LIMIT)
    if (branchId !== null) query.where('branch_id', branchId)
    return query
  },

  /** The board: each side the plan opens, or null; `branch` narrows it to one of the website's branches. */
  async of(website: Website, options: { now?: DateTime; branchId?: number | null } = {}) {
    const now = options.now ?? DateTime.now()
    const branches = await website.related('branches').query().orderBy('id').select('id', 'name')
    const branchId =
      options.branchId && branches.some((branch) => branch.id === options.branchId)
        ? options.branchId
        : null
    const sides = await this.sidesOf(website)
    return {
      now,
      sides,
      branches,
      branchId,
      bookings: sides.booking ? await this.bookingsOf(website, now, branchId) : null,
      orders: sides.order ? await this.ordersOf(website, now, branchId) : null,
    }
  },
}
