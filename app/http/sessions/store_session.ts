import { randomBytes } from 'node:crypto'
import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type Customer from '#models/customer'
import { CartService } from '#services/cart/cart_service'
import { mergeGuestCart } from '#services/cart/guest_cart_merge'
import { urlFor } from '#http/urls/urls'

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

/**
 * The cart of this request: the signed-in customer's, else the guest's (a random token kept in the
 * session). `forWriting` creates the guest token when the guest has none yet; reads never create anything.
 */
export function cartOf(ctx: HttpContext, options: { forWriting?: boolean } = {}) {
  const customer = currentCustomer(ctx)
  if (customer) return new CartService(ctx.website, { customerId: customer.id })

  const key = storeSessionKeys.cart(ctx.website.id)
  let token = ctx.session.get(key) as string | undefined
  if (!token && options.forWriting) {
    token = randomBytes(24).toString('hex')
    ctx.session.put(key, token)
  }
  return new CartService(ctx.website, token ? { guestToken: token } : null)
}

/**
 * Signs the customer in (a new session id), merges the guest cart into theirs, and returns where to go:
 * the page that asked for login, or the storefront's home.
 */
export async function loginCustomer(ctx: HttpContext, customer: Customer, remember = false) {
  const { website, session } = ctx
  await ctx.auth.use('customer').login(customer, remember)
  const guestToken = session.get(storeSessionKeys.cart(website.id)) as string | undefined
  if (guestToken) {
    await mergeGuestCart(website, guestToken, customer.id)
    session.forget(storeSessionKeys.cart(website.id))
  }
  return pullStoreRedirect(ctx)
}

export async function logoutCustomer(ctx: HttpContext) {
  await ctx.auth.use('customer').logout()
  ctx.session.forget(storeSessionKeys.redirect(ctx.website.id))
}

/** The stored return path when it is a page of this storefront (never another site), else its home. */
function pullStoreRedirect(ctx: HttpContext) {
  const home = urlFor('store.home.show', { username: ctx.website.username })
  const stored = ctx.session.pull(storeSessionKeys.redirect(ctx.website.id)) as string | undefined
  if (stored && stored.startsWith(`${home}/`) && !stored.startsWith('//')) return stored
  return home
}
