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
const TODAY_ORDERS_LIMIT = 50

/** The plan feature that opens each side of the board (SPEC.md's plans page). */
const TODAY_FEATURES = {
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
    // one after the other: the first reads the plan and keeps it on the website for the second
    const order = await PlanLimits.hasFeature(website, TODAY_FEATURES.order)
    const booking = await PlanLimits.hasFeature(website, TODAY_FEATURES.booking)
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

  /**
   * The board: each side the plan opens, or null. `branchId` narrows it to one of the website's branches
   * (an unknown one shows them all); `onlyBranch` (a branch role) offers no other branch and, when its
   * branch is not the website's, shows nothing rather than everything. `withOrders: false` (a person
   * whose role has no orders) leaves the order side out.
   */
  async of(
    website: Website,
    options: {
      now?: DateTime
      branchId?: number | null
      onlyBranch?: boolean
      withOrders?: boolean
    } = {}
  ) {
    const now = options.now ?? DateTime.now()
    const all = await website.related('branches').query().orderBy('id').select('id', 'name')
    const known = all.some((branch) => branch.id === options.branchId)
    const branchId = known ? options.branchId! : null
    const branches = options.onlyBranch ? all.filter((branch) => branch.id === branchId) : all
    const sides = await this.sidesOf(website)
    const nothing = options.onlyBranch === true && !known
    const read = async <T>(open: boolean, rows: () => Promise<T[]>) =>
      open ? (nothing ? [] : await rows()) : null
    const withOrders = options.withOrders !== false
    return {
      now,
      sides,
      withOrders,
      branches,
      branchId,
      bookings: await read(sides.booking, () => this.bookingsOf(website, now, branchId)),
      orders: withOrders
        ? await read(sides.order, () => this.ordersOf(website, now, branchId))
        : null,
    }
  },
}
