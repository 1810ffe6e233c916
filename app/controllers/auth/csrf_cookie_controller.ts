import type { HttpContext } from '@adonisjs/core/http'

/**
 * GET /csrf-cookie: gives a browser that holds no cookie yet its session and CSRF cookies (the session
 * and shield middleware set them on the way out), without a page. A visitor answered from the page
 * cache's fast lane gets no cookie with the page; the client asks here before its first form is sent.
 */
export default class CsrfCookieController {
  show({ response }: HttpContext) {
    response.header('cache-control', 'no-store')
    return response.noContent()
  }
}
