import axios from 'axios'
import { route } from '~/lib/route'

const hasCsrfCookie = () =>
  document.cookie.split('; ').some((pair) => pair.startsWith('XSRF-TOKEN='))

/**
 * A page answered from the page cache's fast lane comes with no cookie, so the browser has no CSRF
 * token yet. Before Inertia sends a form (any request but GET) without one, the browser fetches its
 * session and CSRF cookies once; axios then sends the token as X-XSRF-TOKEN, as for any other visitor.
 * Inertia 2 sends its visits through this axios instance.
 */
export function fetchCsrfCookieBeforeForms() {
  let pending: Promise<unknown> | null = null
  axios.interceptors.request.use(async (config) => {
    const method = (config.method ?? 'get').toLowerCase()
    if (method === 'get' || method === 'head' || hasCsrfCookie()) return config
    pending ??= fetch(route('auth.csrf_cookie.show'), { credentials: 'same-origin' }).finally(
      () => {
        pending = null
      }
    )
    await pending
    return config
  })
}
