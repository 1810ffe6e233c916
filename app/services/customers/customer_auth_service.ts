import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import Customer from '#models/customer'
import type Website from '#models/website'
import { CartService } from '#services/cart/cart_service'
import { storeSessionKeys } from '#services/customers/current_customer'

export const BAD_CREDENTIALS = 'البريد الإلكتروني أو كلمة المرور غير صحيحة'
export const TOO_MANY_ATTEMPTS = 'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة'

/** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: string | undefined

/**
 * Storefront customers' sign-up, login and logout on the `customer` session guard. Everything is per
 * website: a customer of `demo` does not exist on `nakheel`.
 */
export class CustomerAuthService {
  /** SPEC.md section 8: after 5 failed logins in a minute, wait 60 seconds (HTTP 429). */
  static loginLimiter() {
    return limiter.use({ requests: 5, duration: '1 minute', blockDuration: '1 minute' })
  }

  static loginKey(ctx: HttpContext, email: string) {
    return `customer_login_${ctx.website.id}_${ctx.request.ip()}_${email}`
  }

  /** The customer of this website with these credentials, or null. */
  static async verifyCredentials(website: Website, email: string, password: string) {
    const customer = await website
      .related('customers')
      .query()
      .whereRaw('LOWER(email) = ?', [email.toLowerCase()])
      .first()
    if (!customer) {
      dummyHash ??= await hash.make('not-a-password-of-anyone')
      await hash.verify(dummyHash, password)
      return null
    }
    return (await hash.verify(customer.password, password)) ? customer : null
  }

  static async register(website: Website, data: { name: string; email: string; password: string }) {
    return Customer.create({
      websiteId: website.id,
      name: data.name,
      email: data.email.toLowerCase(),
      password: await hash.make(data.password),
    })
  }

  /**
   * Signs the customer in (a new session id), merges the guest cart into theirs, and returns where to go:
   * the page that asked for login, or the site home.
   */
  static async login(ctx: HttpContext, customer: Customer, remember = false) {
    const { website, session } = ctx
    await ctx.auth.use('customer').login(customer, remember)

    const guestToken = session.get(storeSessionKeys.cart(website.id)) as string | undefined
    if (guestToken) {
      await CartService.mergeGuestCart(website, guestToken, customer.id)
      session.forget(storeSessionKeys.cart(website.id))
    }
    return this.pullRedirect(ctx)
  }

  static async logout(ctx: HttpContext) {
    await ctx.auth.use('customer').logout()
    ctx.session.forget(storeSessionKeys.redirect(ctx.website.id))
  }

  /** The stored return path when it is a page of this storefront; never another site. */
  static pullRedirect(ctx: HttpContext) {
    const home = `/o/${ctx.website.username}`
    const stored = ctx.session.pull(storeSessionKeys.redirect(ctx.website.id)) as string | undefined
    if (stored && stored.startsWith(`${home}/`) && !stored.startsWith('//')) return stored
    return home
  }
}
