// What the merchant API's operations share: the cursor page with its Link header, the actor, an order's detail.
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { cursorQueryValidator } from '#validators/api_keys'
import { Cursors, type Cursor } from '#services/merchant_api/purchase_feed'
import type Order from '#models/order'
import { MerchantApiPresenter } from '#presenters/merchant_api_presenter'
import { deliveryPanel } from '#http/urls/delivery_links'

/** Rows of a page unless `limit` says otherwise (at most 100). */
const DEFAULT_LIMIT = 20

/** The page asked for: its cursor (a 422 when it is not one of ours) and its limit. */
export async function pageRequest(ctx: HttpContext) {
  const { limit, cursor } = await cursorQueryValidator.validate(ctx.request.qs())
  return { limit: limit ?? DEFAULT_LIMIT, cursor: Cursors.decode(cursor) }
}

/**
 * The `Link` header of a page (RFC 8288): rel="next" (older rows) and rel="prev" (newer ones), each the
 * same address and filters with the cursor changed; the body repeats the cursors.
 */
export function sendPage(
  ctx: HttpContext,
  data: unknown[],
  page: { next: Cursor | null; prev: Cursor | null }
) {
  const links: string[] = []
  const path = ctx.request.url()
  for (const [rel, cursor] of [
    ['next', page.next],
    ['prev', page.prev],
  ] as const) {
    if (!cursor) continue
    const qs = new URLSearchParams()
    for (const [key, value] of Object.entries(ctx.request.qs())) {
      if (key !== 'cursor' && typeof value === 'string') qs.set(key, value)
    }
    qs.set('cursor', Cursors.encode(cursor))
    links.push(`<${path}?${qs.toString()}>; rel="${rel}"`)
  }
  if (links.length > 0) ctx.response.header('Link', links.join(', '))
  return {
    data,
    next_cursor: page.next ? Cursors.encode(page.next) : null,
    prev_cursor: page.prev ? Cursors.encode(page.prev) : null,
  }
}

/** Who acts through a key: the person who made it (the history names them, as a dashboard change would). */
export async function actorOf(ctx: HttpContext): Promise<User> {
  const maker = ctx.apiKey?.userId ? await User.find(ctx.apiKey.userId) : null
  if (!maker) throw new DomainError('api_key_invalid')
  return maker
}

/** An order's detail with its delivery by a representative (null without the plan's manage_representatives). */
export async function merchantOrderDetail(ctx: HttpContext, order: Order) {
  return {
    ...MerchantApiPresenter.orderDetail(order),
    delivery: MerchantApiPresenter.delivery(await deliveryPanel(ctx.request, ctx.website, order)),
  }
}
