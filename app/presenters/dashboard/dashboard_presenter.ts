import type Website from '#models/website'

/**
 * The dashboard shell's own data (the `dashboard` prop every /dashboard/{username} page gets): the
 * merchant's websites for the switcher and the counts of the navigation's badges. The current website
 * itself is the shared `website` prop; the merchant's own account page has none (current null).
 */
export const DashboardPresenter = {
  /** `websites` holds up to limit + 1 rows, so `more` says whether the switcher shows them all. */
  shell(
    current: Website | null,
    websites: Website[],
    limit: number,
    counts: {
      unreadMessages: number
      pendingOrders?: number
      pendingBookings?: number
      /** the dashboard pages the person's role may not open (route names): the navigation hides them */
      hidden?: string[]
      /** the live channels the person may hear (app/services/dashboard/live_channels.ts) */
      live?: string[]
    } = {
      unreadMessages: 0,
    }
  ) {
    return {
      websites: websites.slice(0, limit).map((website) => ({
        username: website.username,
        name: website.nameAr,
        current: website.id === current?.id,
      })),
      more: websites.length > limit,
      hidden: counts.hidden ?? [],
      live: counts.live ?? [],
      /** a badge beside a navigation entry, by route name (only counts above 0) */
      badges: {
        ...(counts.unreadMessages > 0 ? { 'dashboard.messages.index': counts.unreadMessages } : {}),
        // orders and bookings waiting for the merchant (pending)
        ...(counts.pendingOrders ? { 'dashboard.orders.index': counts.pendingOrders } : {}),
        ...(counts.pendingBookings ? { 'dashboard.bookings.index': counts.pendingBookings } : {}),
      } as Record<string, number>,
    }
  },
}

export type DashboardShell = ReturnType<typeof DashboardPresenter.shell>
