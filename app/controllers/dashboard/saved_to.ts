// The end of a dashboard save: the success notice, then back to a page of this website's dashboard.
import type { HttpContext } from '@adonisjs/core/http'

type Reply = Pick<HttpContext, 'response' | 'session' | 'website'>

/** Flashes `message` as the success notice and redirects to the named route of this website. */
export function savedTo({ response, session, website }: Reply, route: string, message: string) {
  session.flash('success', message)
  return response.redirect().toRoute(route, { username: website.username })
}

/**
 * savedTo with the page named once: a controller whose saves all end on one page of the dashboard
 * (its list, its settings page) keeps `const saved = savesTo(route)` and says only the notice.
 */
export function savesTo(route: string) {
  return (reply: Reply, message: string) => savedTo(reply, route, message)
}
