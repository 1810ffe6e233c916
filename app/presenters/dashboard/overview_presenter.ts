import { DateTime } from 'luxon'
import Website from '#models/website'
import { ACTIVITY_LABELS } from '#presenters/auth_presenter'

/** A count that withCount() put in $extras (a string on some drivers). */
function count(website: Website, key: string): number {
  return Number(website.$extras[key] ?? 0)
}

/**
 * The overview of /dashboard/{username}: the website's basics and plan, and the figures a merchant
 * checks first, all counted in one query through the website's relations.
 */
export const OverviewPresenter = {
  async show(website: Website) {
    const row = await Website.query()
      .where('id', website.id)
      .preload('plan')
      .withCount('products')
      .withCount('products', (query) => query.where('is_active', true).as('active_products'))
      .withCount('services')
      .withCount('services', (query) => query.where('is_active', true).as('active_services'))
      .withCount('customers')
      .withCount('orders')
      .withCount('orders', (query) => query.where('status', 'pending').as('pending_orders'))
      .withCount('bookings')
      .withCount('bookings', (query) => query.where('status', 'pending').as('pending_bookings'))
      .withCount('contactMessages', (query) => query.whereNull('read_at').as('unread_messages'))
      .firstOrFail()

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
        expired: row.planExpiresAt ? row.planExpiresAt < DateTime.now() : false,
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
    }
  },
}

export type Overview = Awaited<ReturnType<typeof OverviewPresenter.show>>
