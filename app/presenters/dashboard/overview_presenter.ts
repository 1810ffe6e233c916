import { DateTime } from 'luxon'
import Website, { DESIGN_PARTS, defaultDesign } from '#models/website'
import type { WebsiteDesign } from '#models/website'
import { WEEK_DAYS } from '#models/branch'
import { ACTIVITY_LABELS } from '#presenters/auth_presenter'
import { overviewFigures } from '#services/dashboard/overview_figures'
import { Tallies } from '#services/dashboard/tallies'
import { bookingBlock } from '#services/booking/booking_readiness'

/**
 * The setup checklist's steps, in the order a new merchant does them: a catalogue, a branch with its
 * hours (bookings need one), the store's look, the invoices' legal data, then opening the store.
 */
const SETUP_STEPS = ['catalogue', 'hours', 'design', 'legal', 'open'] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

/** Whether the merchant gave the store colours or an image of its own (not the platform's defaults). */
function hasOwnLook(design: WebsiteDesign | null) {
  if (!design) return false
  const base = defaultDesign()
  const same = (a: string | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase()
  if (!same(design.primaryColor, base.primaryColor)) return true
  return DESIGN_PARTS.some(
    (part) => Boolean(design[part]?.image) || !same(design[part]?.color, base[part].color)
  )
}

/** Rows of every status. */
function sumOf(counts: Record<string, number>) {
  return Object.values(counts).reduce((sum, value) => sum + value, 0)
}

/** A count that withCount() put in $extras (a string on some drivers). */
function count(website: Website, key: string): number {
  return Number(website.$extras[key] ?? 0)
}

/**
 * The overview of /dashboard/{username}: the website's basics and plan, the figures a merchant checks
 * first (counted in one query through the website's relations; orders and bookings from the tallies
 * of app/services/dashboard/tallies.ts), today's and this month's sales and
 * the visits of 30 days (app/services/dashboard/overview_figures.ts), and the setup checklist.
 */
export const OverviewPresenter = {
  async show(website: Website, now: DateTime = DateTime.now()) {
    const figuresQuery = overviewFigures(website, now)
    // orders and bookings of each status: the tallies, not a count of every order
    const purchasesQuery = Tallies.allStatusCounts(website.id)
    const row = await Website.query()
      .where('id', website.id)
      .preload('plan')
      // archived products and services (deleted while in orders or bookings) are not the merchant's any more
      .withCount('products', (query) => query.whereNull('archived_at'))
      .withCount('products', (query) => query.where('is_active', true).as('active_products'))
      .withCount('services', (query) => query.whereNull('archived_at'))
      .withCount('services', (query) => query.where('is_active', true).as('active_services'))
      .withCount('customers')
      .withCount('contactMessages', (query) => query.whereNull('read_at').as('unread_messages'))
      .preload('branches', (query) => query.select('id', 'website_id', 'working_hours'))
      .firstOrFail()
    const [figures, purchases, bookingsBlocked] = await Promise.all([
      figuresQuery,
      purchasesQuery,
      bookingBlock(
        row,
        row.branches.map((branch) => branch.workingHours)
      ),
    ])

    const done: Record<SetupStep, boolean> = {
      catalogue: count(row, 'products_count') + count(row, 'services_count') > 0,
      // a branch open on at least one day: what bookings and pick-up need
      hours: row.branches.some((branch) => WEEK_DAYS.some((day) => branch.workingHours?.[day])),
      // a logo, or colours of its own
      design: Boolean(row.logo) || hasOwnLook(row.design),
      // what a simplified tax invoice needs of the seller
      legal: Boolean(row.legalName && row.vatNumber),
      open: row.isOpen,
    }

    return {
      website: {
        username: row.username,
        name: row.nameAr,
        logo: row.logo,
        activityLabel: row.activityType
          ? (ACTIVITY_LABELS[row.activityType as keyof typeof ACTIVITY_LABELS] ?? null)
          : null,
        supportContent: row.supportContent,
        isOpen: row.isOpen,
        createdAt: row.createdAt.toISO(),
      },
      plan: {
        code: row.plan.code,
        name: row.plan.name,
        /** the end of the trial or of the paid period; null when it does not end */
        expiresAt: row.planExpiresAt?.toISO() ?? null,
        expired: row.planExpiresAt ? row.planExpiresAt < now : false,
      },
      counts: {
        products: count(row, 'products_count'),
        activeProducts: count(row, 'active_products'),
        services: count(row, 'services_count'),
        activeServices: count(row, 'active_services'),
        /** the plan and a branch's hours let customers book the services */
        bookable: bookingsBlocked === null,
        customers: count(row, 'customers_count'),
        orders: sumOf(purchases.order),
        pendingOrders: purchases.order.pending,
        bookings: sumOf(purchases.booking),
        pendingBookings: purchases.booking.pending,
        unreadMessages: count(row, 'unread_messages'),
      },
      today: figures.today,
      month: figures.month,
      visits: figures.visits,
      /** null once every step is done: the checklist disappears */
      setup: Object.values(done).every(Boolean)
        ? null
        : SETUP_STEPS.map((step) => ({ step, done: done[step] })),
    }
  },
}

export type Overview = Awaited<ReturnType<typeof OverviewPresenter.show>>
