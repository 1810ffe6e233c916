// The signed-in customer's orders or bookings page: a page (?page=) of one kind with its counters.
import type { HttpContext } from '@adonisjs/core/http'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { requireCustomer } from '#http/sessions/store_session'
import { pageNumber } from '#http/input/paging'

/** Renders `view` with the page `pageOf` reads for the signed-in customer. */
export async function renderHistory<Page extends Record<string, unknown>>(
  ctx: HttpContext,
  view: string,
  pageOf: (website: Website, customer: Customer, page: number) => Promise<Page>
) {
  const customer = requireCustomer(ctx)
  const page = pageNumber(ctx.request.input('page'))
  return ctx.inertia.render(view, await pageOf(ctx.website, customer, page))
}
