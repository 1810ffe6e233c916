import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * The page protocol wants 303 after any non-GET redirect, so the browser follows with a GET.
 * The Inertia middleware does it for PUT, PATCH and DELETE; this covers POST too.
 */
export default class SeeOtherMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    if (request.method() !== 'GET' && request.header('x-inertia') && response.getStatus() === 302) {
      response.status(303)
    }
  }
}
