import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { isApiRequest } from '#http/api/api'
import { dropUnchangedSessionCookie } from '#http/sessions/quiet_cookies'

/**
 * What a page asks for in the background (the dashboard's live events: /__transmit/events, subscribe
 * and unsubscribe; the dashboard app's service worker and manifest). Such a request shows no flash message, so it must not take one off the session.
 */
function isBackgroundRequest(ctx: HttpContext) {
  return ctx.request.url().startsWith('/__transmit/') || APP_FILES.has(ctx.route?.name ?? '')
}

/**
 * The installable dashboard's files: the browser fetches the service worker again (with the cookies)
 * each time a page registers it, and the manifest, whenever it likes.
 */
const APP_FILES = new Set([
  'dashboard.today.manifest',
  'dashboard.today.worker',
  'dashboard.today.offline',
])

/**
 * The session, for pages only. /api/v1 is stateless (bearer tokens): it reads no session cookie and
 * writes no session row, so an API call costs no session storage.
 *
 * Reading a session takes its flash messages off it (they are for the next page only). A background
 * request of the page that arrives between a form's redirect and the page it redirects to would take
 * them instead of that page (the dashboard subscribes to its live channel as it starts, while a quick
 * merchant is already saving): its toast, «تمت إضافة المنتج», was lost. Those requests keep them.
 *
 * A request that wrote nothing to the session sets no cookie (app/http/sessions/quiet_cookies.ts).
 */
@inject()
export default class PageSessionMiddleware {
  constructor(private session: SessionMiddleware<any>) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (isApiRequest(ctx)) return next()
    if (!isBackgroundRequest(ctx)) {
      await this.session.handle(ctx, next)
    } else {
      await this.session.handle(ctx, () => {
        if (!ctx.session.flashMessages.isEmpty) ctx.session.reflash()
        return next()
      })
    }
    // a request that wrote nothing to the session answers without the session's cookies
    dropUnchangedSessionCookie(ctx)
  }
}
