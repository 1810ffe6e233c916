// Idempotency-Key (and POST /order's checkout_token): the same request again gets the first answer, another one a 422.
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Idempotency } from '#services/api_keys/idempotency'

/**
 * On a POST that creates something, after the authentication middleware: the key holder is the API key
 * (merchant API) or the customer (/api/v1/order). With an `Idempotency-Key` header (and, on /order, a
 * `checkout_token`, which names the order the same way) the first successful answer is kept 24 h: the
 * same method, route and body answer it again (`Idempotent-Replayed: true`); another body with a used
 * key is refused with 422 `idempotency_key_reused`. A failed request keeps nothing, so it can be sent
 * again corrected.
 */
export default class IdempotencyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const holder = this.holderOf(ctx)
    const keys = holder ? this.keysOf(ctx) : []
    if (!holder || keys.length === 0) return next()

    const hash = Idempotency.fingerprint(
      `${ctx.request.method()} ${ctx.route?.pattern ?? ctx.request.url()}`,
      ctx.params,
      ctx.request.body()
    )
    const claimed: string[] = []
    try {
      for (const key of keys) {
        const answer = await Idempotency.begin(holder, key, hash)
        if (answer === 'new') {
          claimed.push(key)
          continue
        }
        await this.releaseAll(holder, claimed)
        ctx.response.header('Idempotent-Replayed', 'true')
        if (answer.location) ctx.response.header('Location', answer.location)
        if (answer.body !== null)
          ctx.response.header('Content-Type', 'application/json; charset=utf-8')
        return ctx.response.status(answer.status).send(answer.body ?? '')
      }
      await next()
    } catch (error) {
      await this.releaseAll(holder, claimed)
      throw error
    }

    const status = ctx.response.getStatus()
    if (status < 200 || status >= 300) return this.releaseAll(holder, claimed)
    const body = ctx.response.getBody()
    const location = ctx.response.getHeader('location')
    for (const key of claimed) {
      await Idempotency.finish(holder, key, {
        status,
        body: body === undefined || body === null ? null : JSON.stringify(body),
        location: location ? String(location) : null,
      })
    }
  }

  private holderOf(ctx: HttpContext) {
    if (ctx.apiKey) return `key:${ctx.apiKey.id}`
    const customer = ctx.auth.use('api').user
    return customer ? `customer:${customer.id}` : null
  }

  private keysOf(ctx: HttpContext) {
    const keys: string[] = []
    const header = ctx.request.header('idempotency-key')
    if (header !== undefined) keys.push(`header:${Idempotency.checkKey(header)}`)
    const token = ctx.request.body().checkout_token
    if (!ctx.apiKey && typeof token === 'string' && token.length > 0 && token.length <= 255) {
      keys.push(`checkout_token:${token}`)
    }
    return keys
  }

  private async releaseAll(holder: string, keys: string[]) {
    for (const key of keys) await Idempotency.release(holder, key)
  }
}
