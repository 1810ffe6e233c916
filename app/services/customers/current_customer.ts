import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type Customer from '#models/customer'

/**
 * The customer signed in on this request's website, or null. A customer session of another website opens
 * nothing here: customers are per website.
 */
export function currentCustomer(ctx: HttpContext): Customer | null {
  const guard = ctx.auth?.use('customer')
  const customer = guard?.isAuthenticated ? guard.user : undefined
  if (!customer || !ctx.website || customer.websiteId !== ctx.website.id) return null
  return customer
}

/** The signed-in customer of a route behind the customerAuth middleware. */
export function requireCustomer(ctx: HttpContext): Customer {
  const customer = currentCustomer(ctx)
  if (!customer) throw new Error('customerAuth middleware missing on this route')
  return customer
}

/** Session keys of the storefront, one per website (a browser may visit several storefronts). */
export const storeSessionKeys = {
  /** the guest cart token */
  cart: (websiteId: number) => `store_cart_${websiteId}`,
  /** the branch chosen in the navbar's branch picker (written by the catalogue) */
  branch: (websiteId: number) => `store_branch_${websiteId}`,
  /** where to return after login */
  redirect: (websiteId: number) => `store_redirect_${websiteId}`,
}

/**
 * Bouncer for the storefront: the signed-in customer of this website is the user the policies see
 * (ctx.bouncer is the merchant's). A guest is denied by every policy.
 */
export function customerBouncer(ctx: HttpContext) {
  return new Bouncer(() => currentCustomer(ctx)).setContainerResolver(ctx.containerResolver)
}
