// The conventions every /api/v1 call shares: a per-holder rate limit with its headers, and ETags on GETs.
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { API_PREFIX, apiRateLimit } from '#config/api'
import { consumeCall, holderKey, rateLimitHeaders } from '#http/api/api_rate_limit'

/**
 * Runs before a route's own middleware (a throttled call never reaches authentication). Every answer
 * carries `RateLimit-Policy` and `RateLimit`; past the quota the call is a 429 problem with Retry-After
 * (app/http/api/api_errors.ts). A GET's JSON answer gets an ETag and answers 304 to If-None-Match; an
 * answer without its own Cache-Control (a customer's or a merchant's data) is `private, no-cache`, so
 * a shared cache never keeps it and the client revalidates with its ETag.
 */
export default class ApiConventionsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (!request.url().startsWith(`${API_PREFIX}/`)) return next()

    const key = holderKey(request.header('authorization'), request.ip())
    try {
      const state = await consumeCall(apiRateLimit, key)
      for (const [name, value] of Object.entries(rateLimitHeaders(apiRateLimit, state))) {
        response.header(name, value)
      }
    } catch (error) {
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
        const headers = rateLimitHeaders(apiRateLimit, error.response)
        for (const [name, value] of Object.entries(headers)) response.header(name, value)
        throw error
      }
      // the counters' store could not be written (SQLite busy with another process's write, Redis
      // away): the call goes on uncounted rather than failing a customer's order
      logger.warn({ err: error }, 'an /api/v1 call was not counted by the rate limit')
    }

    await next()

    const method = request.method()
    if ((method === 'GET' || method === 'HEAD') && response.getStatus() === 200) {
      const content = response.content
      if (content && !response.getHeader('etag')) {
        if (!response.getHeader('cache-control'))
          response.header('Cache-Control', 'private, no-cache')
        response.send(content[0], true)
      }
    }
  }
}
