import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import WebsitePolicy from '#policies/website_policy'
import { WebsiteNotFoundException } from '#exceptions/website_not_found_exception'
import { DashboardPresenter } from '#presenters/dashboard/dashboard_presenter'
import { ContactInbox } from '#services/dashboard/contact_inbox'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'

/** How many of the merchant's websites the switcher lists; the websites page lists them all. */
export const SWITCHER_LIMIT = 20

/**
 * The website of a dashboard route (/dashboard/:username), loaded once per request through the
 * signed-in merchant's own websites, never by a bare lookup. Runs after `auth({ guards: ['web'] })`, so
 * a guest or a customer session has already been sent to /login. Another merchant's website and an
 * unknown username are the same 404 page, so usernames of others leak nothing.
 *
 * The website goes on ctx.website, so the shared props (username, website basics) describe it as on
 * its public sites; the layout's switcher gets the merchant's websites as the lazy `dashboard` prop.
 */
export default class DashboardWebsiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.use('web').getUserOrFail()
    const username = String(ctx.params.username ?? '').toLowerCase()
    const website = await user.related('websites').query().where('username', username).first()

    // the policy's 404 is answered here as the 404 page (bouncer's own answer is a bare text body)
    if (!website || (await ctx.bouncer.with(WebsitePolicy).denies('manage', website))) {
      throw new WebsiteNotFoundException()
    }

    ctx.website = website
    ctx.inertia.share({
      dashboard: async () => {
        const [websites, unreadMessages, pending] = await Promise.all([
          user
            .related('websites')
            .query()
            .select('id', 'username', 'name_ar')
            .orderBy('id', 'asc')
            .limit(SWITCHER_LIMIT + 1),
          ContactInbox.unreadCount(website),
          PurchaseDesk.pendingCounts(website),
        ])
        return DashboardPresenter.shell(website, websites, SWITCHER_LIMIT, {
          unreadMessages,
          pendingOrders: pending.orders,
          pendingBookings: pending.bookings,
        })
      },
    })
    return next()
  }
}
