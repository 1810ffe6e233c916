import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import router from '@adonisjs/core/services/router'
import WebsitePolicy from '#policies/website_policy'
import { WebsiteNotFoundException } from '#exceptions/website_not_found_exception'
import { DashboardPresenter } from '#presenters/dashboard/dashboard_presenter'
import { ContactInbox } from '#services/dashboard/contact_inbox'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { StaffAccess, type StaffSeat } from '#services/staff/staff_access'
import { can } from '#services/staff/permissions'
import { LiveChannels } from '#services/dashboard/live_channels'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** the signed-in person's role on the dashboard's website (set by the dashboardWebsite middleware) */
    staffSeat?: StaffSeat
  }
}

/** How many of the merchant's websites the switcher lists; the websites page lists them all. */
export const SWITCHER_LIMIT = 20

/** The dashboard pages a navigation entry may open: GET routes of a website without another param. */
let pageRoutes: string[] | null = null
function dashboardPages(): string[] {
  if (pageRoutes) return pageRoutes
  const names: string[] = []
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      const guarded = [...route.middleware.all()].some(
        (handler: any) => handler.name === 'dashboardWebsite'
      )
      if (!route.name || !guarded || !route.methods.includes('GET')) continue
      // the website's username only: a page of the navigation, not a record's
      if ((route.pattern.match(/:\w+/g) ?? []).length !== 1) continue
      names.push(route.name)
    }
  }
  pageRoutes = names
  return names
}

/**
 * The website of a dashboard route (/dashboard/:username), loaded once per request through the
 * websites the signed-in person owns or is staff of, never by a bare lookup. Runs after
 * `auth({ guards: ['web'] })`, so a guest or a customer session has already been sent to /login.
 *
 * The one permission check of the dashboard: the route's name gives the ability it needs
 * (app/services/staff/permissions.ts) and the person's role must hold it; a branch role reaches only
 * the rows of its branch. Another merchant's website, an unknown username, a route the role may not
 * use and a row of another branch are the same 404 page, so nothing leaks; an overview that is not
 * the role's opens the role's first page instead.
 *
 * The website goes on ctx.website and the role on ctx.staffSeat; the layout's switcher gets the
 * person's websites, the badges and the pages the role may open as the lazy `dashboard` prop.
 */
export default class DashboardWebsiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.use('web').getUserOrFail()
    const username = String(ctx.params.username ?? '').toLowerCase()
    const opened = await StaffAccess.open(user, username)

    // the policy's 404 is answered here as the 404 page (bouncer's own answer is a bare text body)
    if (!opened || (await ctx.bouncer.with(WebsitePolicy).denies('manage', opened.website))) {
      throw new WebsiteNotFoundException()
    }
    const { website, seat } = opened
    const routeName = ctx.route?.name
    if (!StaffAccess.allows(seat, routeName)) {
      if (routeName === 'dashboard.overview.show') {
        return ctx.response.redirect().toRoute(StaffAccess.homeRoute(seat), { username })
      }
      throw new WebsiteNotFoundException()
    }
    if (!(await StaffAccess.reaches(website, seat, routeName, ctx.params.id))) {
      throw new WebsiteNotFoundException()
    }

    ctx.website = website
    ctx.staffSeat = seat
    ctx.inertia.share({
      dashboard: async () => {
        const [websites, unreadMessages, pending] = await Promise.all([
          StaffAccess.websitesOf(user)
            .select('id', 'username', 'name_ar')
            .orderBy('id', 'asc')
            .limit(SWITCHER_LIMIT + 1),
          can(seat.role, 'messages') ? ContactInbox.unreadCount(website) : 0,
          PurchaseDesk.pendingCounts(website, seat.branchId),
        ])
        return DashboardPresenter.shell(website, websites, SWITCHER_LIMIT, {
          unreadMessages,
          pendingOrders: can(seat.role, 'orders.manage') ? pending.orders : 0,
          pendingBookings: can(seat.role, 'bookings.manage') ? pending.bookings : 0,
          hidden: dashboardPages().filter((name) => !StaffAccess.allows(seat, name)),
          live: LiveChannels.of(website, seat),
        })
      },
    })
    return next()
  }
}
