// The people of the walks: a guest, a signed-in merchant and customer, and bearer tokens of /api/v1.
import type { WalkStats } from '#tests/acceptance/support/answer'
import type { Role } from '#tests/acceptance/support/routes'
import { Visitor } from '#tests/acceptance/support/visitor'
import { merchantApiKey } from '#tests/acceptance/support/merchant_api_key'
import { walkMobile } from '#tests/acceptance/support/payloads'

/** The seeded demo accounts (database/seeders/demo/); every password is the same. */
export const DEMO = {
  password: 'safhati123',
  site: 'demo',
  merchant: 'demo@safhati.sa',
  customer: 'sara@example.com',
} as const

/** A merchant session: /login, then the dashboard. */
export async function merchantVisitor(stats: WalkStats, email: string, password = DEMO.password) {
  const visitor = new Visitor(`merchant ${email}`, stats)
  await visitor.get('/login')
  const answer = await visitor.send('POST', '/login', {
    inertia: true,
    json: { email, password },
    referer: '/login',
  })
  if (!answer.location?.startsWith('/dashboard')) {
    throw new Error(`the merchant ${email} could not log in: ${answer.describe()}`)
  }
  return visitor
}

/** A storefront customer session: /o/{username}/login. */
export async function customerVisitor(
  stats: WalkStats,
  username: string,
  email: string,
  password = DEMO.password
) {
  const visitor = new Visitor(`customer ${email}`, stats)
  const login = `/o/${username}/login`
  await visitor.get(login)
  const answer = await visitor.send('POST', login, {
    inertia: true,
    json: { email, password },
    referer: login,
  })
  if (!answer.location || answer.location.endsWith('/login')) {
    throw new Error(`the customer ${email} could not log in: ${answer.describe()}`)
  }
  return visitor
}

/** An e-mail no account has yet, for an account the walk makes itself. */
export function freshEmail(kind: string) {
  return `walk-${kind}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/** A new storefront customer, signed up (and so signed in) through /o/{username}/signup. */
export async function signedUpCustomer(stats: WalkStats, username: string, email: string) {
  const visitor = new Visitor(`customer ${email}`, stats)
  const signup = `/o/${username}/signup`
  await visitor.get(signup)
  const answer = await visitor.send('POST', signup, {
    inertia: true,
    json: { name: 'عميل الجولة', mobile: walkMobile(), email, password: DEMO.password },
    referer: signup,
  })
  if (!answer.location || answer.location.endsWith('/signup')) {
    throw new Error(`the customer ${email} could not sign up: ${answer.describe()}`)
  }
  return visitor
}

export interface TokenPair {
  token: string
  refreshToken: string
}

/** A customer's /api/v1 tokens (POST /api/v1/auth/login?username=). */
export async function customerTokens(
  visitor: Visitor,
  username: string,
  email: string,
  password = DEMO.password
): Promise<TokenPair> {
  const answer = await visitor.send('POST', `/api/v1/auth/login?username=${username}`, {
    json: { email, password },
  })
  if (answer.status !== 200) throw new Error(`no customer token: ${answer.describe()}`)
  const body = answer.json<{ authorisation: { token: string }; refresh_token: string }>()
  return { token: body.authorisation.token, refreshToken: body.refresh_token }
}

/** A merchant's /api/v1 tokens (POST /api/v1/login). */
export async function merchantTokens(
  visitor: Visitor,
  email: string,
  password = DEMO.password
): Promise<TokenPair> {
  const answer = await visitor.send('POST', '/api/v1/login', { json: { email, password } })
  if (answer.status !== 200) throw new Error(`no merchant token: ${answer.describe()}`)
  const body = answer.json<{ token: string; refresh_token: string }>()
  return { token: body.token, refreshToken: body.refresh_token }
}

/** One visitor per role, each with its own address (its own rate-limit counters). */
export class Cast {
  private constructor(
    readonly visitors: Record<'guest' | 'merchant' | 'customer' | 'api', Visitor>,
    readonly tokens: { customer: string; merchant: string; merchantKey: string },
    readonly customerEmail: string
  ) {}

  /**
   * The demo merchant, and a customer of the demo website: a new one by default (signed up through
   * the storefront), so the walk's cart, orders and bookings are its own and no other test's.
   */
  static async demo(stats: WalkStats, customerEmail: string = freshEmail('customer')) {
    const api = new Visitor('api', stats)
    const customer =
      customerEmail === DEMO.customer
        ? await customerVisitor(stats, DEMO.site, DEMO.customer)
        : await signedUpCustomer(stats, DEMO.site, customerEmail)
    const [merchant, customerToken, merchantToken] = await Promise.all([
      merchantVisitor(stats, DEMO.merchant),
      customerTokens(api, DEMO.site, customerEmail),
      merchantTokens(api, DEMO.merchant),
    ])
    return new Cast(
      { guest: new Visitor('guest', stats), merchant, customer, api },
      {
        customer: customerToken.token,
        merchant: merchantToken.token,
        merchantKey: await merchantApiKey(merchant, DEMO.site),
      },
      customerEmail
    )
  }

  /** The visitor that plays a role, and the bearer token it sends. */
  as(role: Role): { visitor: Visitor; bearer?: string } {
    if (role === 'customerToken')
      return { visitor: this.visitors.api, bearer: this.tokens.customer }
    if (role === 'merchantToken')
      return { visitor: this.visitors.api, bearer: this.tokens.merchant }
    if (role === 'merchantKey')
      return { visitor: this.visitors.api, bearer: this.tokens.merchantKey }
    return { visitor: this.visitors[role] }
  }
}
