import { DateTime } from 'luxon'
import Website from '#models/website'
import { ACTIVITY_LABELS } from '#presenters/auth_presenter'
import { overviewFigures } from '#services/dashboard/overview_figures'

/** The setup checklist's steps, in the order a new merchant does them. */
export const SETUP_STEPS = ['logo', 'catalogue', 'hours', 'legal'] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

/** A count that withCount() put in $extras (a string on some drivers). */
function count(website: Website, key: string): number {
  return Number(website.$extras[key] ?? 0)
}

/**
 * The overview of /dashboard/{username}: the website's basics and plan, the figures a merchant checks
 * first (counted in one query through the website's relations), today's and this month's sales and
 * the visits of 30 days (app/services/dashboard/overview_figures.ts), and the setup checklist.
 */
export const OverviewPresenter = {
  async show(website: Website, now: DateTime = DateTime.now()) {
    const figuresQuery = overviewFigures(website, now)
    const row = await Website.query()
      .where('id', website.id)
      .preload('plan')
      // archived products and services (deleted while in orders or bookings) are not the merchant's any more
      .withCount('products', (query) => query.whereNull('archived_at'))
      .withCount('products', (query) => query.where('is_active', true).as('active_products'))
      .withCount('services', (query) => query.whereNull('archived_at'))
      .withCount('services', (query) => query.where('is_active', true).as('active_services'))
      .withCount('customers')
      .withCount('orders')
      .withCount('orders', (query) => query.where('status', 'pending').as('pending_orders'))
      .withCount('bookings')
      .withCount('bookings', (query) => query.where('status', 'pending').as('pending_bookings'))
      .withCount('contactMessages', (query) => query.whereNull('read_at').as('unread_messages'))
      .withCount('branches')
      .firstOrFail()
    const figures = await figuresQuery

    const done: Record<SetupStep, boolean> = {
      logo: Boolean(row.logo),
      catalogue: count(row, 'products_count') + count(row, 'services_count') > 0,
      // a branch always has its weekly hours
      hours: count(row, 'branches_count') > 0,
      // what a simplified tax invoice needs of the seller
      legal: Boolean(row.legalName && row.vatNumber),
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
        customers: count(row, 'customers_count'),
        orders: count(row, 'orders_count'),
        pendingOrders: count(row, 'pending_orders'),
        bookings: count(row, 'bookings_count'),
        pendingBookings: count(row, 'pending_bookings'),
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
