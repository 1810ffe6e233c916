// The end of a dashboard save: the success notice, then back to a page of this website's dashboard.
import type { HttpContext } from '@adonisjs/core/http'

type Reply = Pick<HttpContext, 'response' | 'session' | 'website'>

/** Flashes `message` as the success notice and redirects to the named route of this website. */
export function savedTo({ response, session, website }: Reply, route: string, message: string) {
  session.flash('success', message)
  return response.redirect().toRoute(route, { username: website.username })
}
