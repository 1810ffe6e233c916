import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import Customer from '#models/customer'
import type Website from '#models/website'

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

  /** Per account (website and e-mail), from any address; the per-address limit is the route's. */
  static loginKey(website: Website, email: string) {
    return `customer_login_${website.id}_${email.toLowerCase()}`
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

  /**
   * A login attempt under the login limiter: `[throttled, customer]`. A wrong password counts against
   * the limit; after 5 in a minute the answer is `throttled` (wait 60 seconds) whatever the password.
   */
  static async attempt(website: Website, email: string, password: string) {
    class BadCredentials extends Error {}
    return CustomerAuthService.loginLimiter()
      .penalize(CustomerAuthService.loginKey(website, email), async () => {
        const found = await CustomerAuthService.verifyCredentials(website, email, password)
        if (!found) throw new BadCredentials()
        return found
      })
      .catch((error) => {
        if (error instanceof BadCredentials) return [null, null] as const
        throw error
      })
  }

  static async register(
    website: Website,
    data: { name: string; email: string; password: string; mobile?: string }
  ) {
    return Customer.create({
      websiteId: website.id,
      name: data.name,
      email: data.email.toLowerCase(),
      phone: data.mobile ?? null,
      password: await hash.make(data.password),
    })
  }
}
