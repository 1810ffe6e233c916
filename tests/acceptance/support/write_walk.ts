// The write walk's machinery: who sends each write, what it made, and the checks of every answer.
import { ARABIC, stringsIn, type Answer, type WalkStats } from '#tests/acceptance/support/answer'
import {
  arabicMessageProblems,
  notFoundProblems,
  pageMessages,
} from '#tests/acceptance/support/checks'
import { DEMO } from '#tests/acceptance/support/cast'
import { HUGE_ID, MISSING_ID, type Records, type Values } from '#tests/acceptance/support/records'
import { pathOf, type AppRoute } from '#tests/acceptance/support/routes'
import { Visitor, type Method } from '#tests/acceptance/support/visitor'

/** Who sends a write: each its own visitor (its own cookies and client address). */
export type Actor =
  | 'guest'
  | 'merchant'
  | 'newMerchant'
  | 'merchantLogin'
  | 'merchantReset'
  | 'customer'
  | 'customerLogin'
  | 'customerReset'
  | 'customerCode'
  | 'api'
  | 'staffInvitee'
  // the merchant forms' visitors, one a route: three sends a minute per address and website
  | 'formGuest'
  | 'storeFormGuest'
  | 'apiFormGuest'

/** One request of a case: its parameters, body and the page it is sent from. */
export interface Send {
  params?: Values
  query?: Values
  json?: unknown
  form?: FormData
  /** the page the form is on: a refused form goes back there (default: the address itself) */
  from?: string
  bearer?: string
  /** an answer in JSON rather than a page (the editor's uploads, /api/v1) */
  wantsJson?: boolean
  /** a plain browser form post rather than an Inertia visit */
  plain?: boolean
}

/**
 * How a case's refused request is made:
 *  - input: a body that breaks the validator (its Arabic messages in the errors bag, or a JSON 422);
 *  - unknown: the valid request on a record that does not exist (the Arabic 404 page);
 *  - csrf: the valid request without the CSRF token (419 with its Arabic message), for writes that
 *    take no input;
 *  - token: the valid /api/v1 request with a bearer token that is no one's (401 in Arabic).
 */
export type Invalid =
  | { kind: 'input'; send: (w: WriteWalk) => Send | Promise<Send> }
  | { kind: 'unknown'; param: string }
  | { kind: 'csrf' }
  | { kind: 'token' }

export interface WriteCase {
  /** the order of the walk: creates before the updates and deletes of what they made, logouts last */
  step: number
  as: Actor
  valid: (w: WriteWalk) => Send | Promise<Send>
  invalid: Invalid
  /** the refused request goes first (after the valid one it could not be refused for its input) */
  invalidFirst?: boolean
  /** notes what the valid request made, for the cases after it */
  then?: (w: WriteWalk, answer: Answer) => void | Promise<void>
  /** a flash error the valid request may show, and why */
  flashError?: string
  /** an /api/v1 valid request a domain rule refuses (a problem+json with this status and code), and why */
  refusedAs?: { status: number; code: string; why: string }
  /** the valid request sends to a login page by its nature, and why (else: a lost session) */
  toLogin?: string
}

export type WriteTable = Record<string, WriteCase>

/** A body with each of its numbers (at any depth) replaced by an id past a 32-bit integer. */
function hugeNumbers(value: unknown): unknown {
  if (typeof value === 'number') return HUGE_ID
  if (Array.isArray(value)) return value.map(hugeNumbers)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hugeNumbers(v)]))
  }
  return value
}

/** A value unique to this run, for names and e-mails the walk looks its records up by. */
export const RUN = Date.now().toString(36)

/** The state of one write walk: its visitors, what it made, the failures it saw. */
export class WriteWalk {
  readonly made = new Map<string, string | number>()
  readonly failures: string[] = []
  private visitors = new Map<Actor, Visitor>()
  readonly site = DEMO.site

  constructor(
    readonly stats: WalkStats,
    readonly records: Records
  ) {}

  visitor(actor: Actor) {
    let visitor = this.visitors.get(actor)
    if (!visitor) {
      visitor = new Visitor(actor, this.stats)
      this.visitors.set(actor, visitor)
    }
    return visitor
  }

  /** Starts an actor as an existing visitor (a signed-in merchant). */
  adopt(actor: Actor, visitor: Visitor) {
    this.visitors.set(actor, visitor)
  }

  /** What an earlier case made (an id, a token); a case whose input is missing fails by name. */
  get(key: string): number {
    const value = this.made.get(key)
    if (value === undefined) throw new Error(`nothing was made as "${key}" before this write`)
    return Number(value)
  }

  text(key: string): string {
    const value = this.made.get(key)
    if (value === undefined) throw new Error(`nothing was made as "${key}" before this write`)
    return String(value)
  }

  /** The id of the newest row of the demo website matching `where` (what a create just made). */
  async newest(table: string, where: Record<string, unknown>) {
    const row = await this.records.newestRow(table, where)
    if (!row) throw new Error(`no row of ${table} where ${JSON.stringify(where)}`)
    return Number(row.id)
  }

  /** Sends one request of a case. */
  async send(route: AppRoute, method: Method, actor: Actor, send: Send, csrf = true) {
    const visitor = this.visitor(actor)
    const path = pathOf(route.pattern, { username: this.site, ...send.params }, send.query)
    const api = path.startsWith('/api/')
    // as a browser, a visitor opens the form's page before sending it (its cookies, the app's version)
    if (!api && !visitor.inertiaVersion) await visitor.get(send.from ?? '/')
    const accept = send.wantsJson || api ? 'application/json' : send.plain ? 'text/html' : null
    return visitor.send(method, path, {
      inertia: !api && !send.wantsJson && !send.plain,
      json: send.form ? undefined : (send.json ?? {}),
      form: send.form,
      referer: send.from ?? path,
      bearer: send.bearer,
      csrf: api ? false : csrf,
      headers: accept ? { Accept: accept } : undefined,
    })
  }

  /** The valid request: a 2xx, or a redirect to a page that shows no error. */
  async checkValid(route: AppRoute, kase: WriteCase, answer: Answer) {
    const fail = (why: string) => this.failures.push(`${route.name} (valid): ${why}`)
    if (answer.status >= 200 && answer.status < 300) return
    if (kase.refusedAs) {
      const { status, code } = kase.refusedAs
      const body = answer.isJson ? answer.json<{ code?: string }>() : {}
      if (answer.status !== status || body.code !== code) {
        return fail(`${answer}: not the ${status} ${code} its domain rule answers`)
      }
      const problems = arabicMessageProblems(answer, `the ${status} answer`)
      return problems.length ? fail(problems.join('; ')) : undefined
    }
    if (!answer.location) return fail(answer.describe())
    // a write that lost its session is sent to a login page, where no error shows
    if (/\/login(\?|$)/.test(answer.location) && !kase.toLogin) {
      return fail(`${answer}: sent to a login page`)
    }
    const { as: actor, flashError } = kase
    const landed = await this.visitor(actor).follow(answer)
    const props = landed.page?.props
    const errors = Object.values(props?.errors ?? {})
    if (errors.length) fail(`${answer} went back with errors: ${JSON.stringify(props?.errors)}`)
    if (props?.flash?.error && !flashError) fail(`${answer} flashed "${props.flash.error}"`)
  }

  /** The refused request: the answer its kind calls for, with an Arabic message. */
  async checkInvalid(route: AppRoute, actor: Actor, invalid: Invalid, answer: Answer) {
    const problems: string[] = []
    if (invalid.kind === 'unknown') problems.push(...notFoundProblems(answer))
    else if (invalid.kind === 'csrf') {
      if (answer.status !== 419) problems.push(`status ${answer.status}, not 419`)
      problems.push(...arabicMessageProblems(answer))
    } else if (invalid.kind === 'token') {
      if (answer.status !== 401) problems.push(`status ${answer.status}, not 401`)
      problems.push(...arabicMessageProblems(answer))
    } else if (answer.isJson && answer.header('x-inertia') !== 'true') {
      if (answer.status !== 422) problems.push(`status ${answer.status}, not 422`)
      problems.push(...arabicMessageProblems(answer, 'the 422 answer'))
    } else if (answer.location) {
      // the page the form went back to: its errors bag (props.errors) holds the Arabic messages
      const landed = await this.visitor(actor).follow(answer)
      const errors = stringsIn(landed.page?.props.errors ?? {})
      if (!errors.some((message) => ARABIC.test(message))) {
        const flash = pageMessages(landed).join(' / ')
        problems.push(
          `went back to ${answer.location} with no Arabic message in props.errors (${flash})`
        )
      }
    } else {
      problems.push('neither a redirect back nor a 422')
    }
    if (problems.length) {
      this.failures.push(`${route.name} (${invalid.kind}): ${answer}: ${problems.join('; ')}`)
    }
  }

  /** Runs a case: the valid request with each method of the route, the refused one once. */
  async run(route: AppRoute, kase: WriteCase) {
    const methods = route.methods as Method[]
    const refused = async () => {
      const invalid = kase.invalid
      let send: Send
      let csrf = true
      if (invalid.kind === 'input') send = await invalid.send(this)
      else {
        send = await kase.valid(this)
        if (invalid.kind === 'unknown') {
          // a plain form post (no Inertia): the 404 page as the server renders it, its words in it
          send = { ...send, params: { ...send.params, [invalid.param]: MISSING_ID }, plain: true }
        }
        if (invalid.kind === 'csrf') csrf = false
        if (invalid.kind === 'token') send = { ...send, bearer: 'oat_bm8tb25lcy10b2tlbg.nothing' }
      }
      const answer = await this.send(route, methods[0], kase.as, send, csrf)
      await this.checkInvalid(route, kase.as, invalid, answer)
    }
    if (kase.invalidFirst) await refused()
    let last: Send = {}
    for (const method of methods) {
      last = await kase.valid(this)
      const answer = await this.send(route, method, kase.as, last)
      await this.checkValid(route, kase, answer)
      if (kase.then) await kase.then(this, answer)
    }
    if (!kase.invalidFirst) await refused()
    await this.garbage(route, kase.as, last)
    await this.wrongTypes(route, kase.as, last)
  }

  /**
   * The valid JSON body with every value of the wrong kind (an object where text goes, an array where
   * a number goes): whatever the state the walk left, never a 5xx.
   */
  private async wrongTypes(route: AppRoute, actor: Actor, send: Send) {
    if (!send.json || typeof send.json !== 'object' || Array.isArray(send.json)) return
    const json = Object.fromEntries(
      Object.entries(send.json).map(([key, value], i) => [
        key,
        i % 2 ? [value, value] : { $gt: '', value },
      ])
    )
    const answer = await this.send(route, route.methods[0] as Method, actor, { ...send, json })
    if (answer.status >= 500) {
      this.failures.push(`${route.name} (values of the wrong kind): ${answer}`)
    }
    // every number of the body (ids above all) past a 32-bit integer column: refused, never a 5xx
    const huge = hugeNumbers(send.json)
    if (JSON.stringify(huge) === JSON.stringify(send.json)) return
    const past = await this.send(route, route.methods[0] as Method, actor, { ...send, json: huge })
    if (past.status >= 500) this.failures.push(`${route.name} (ids past 32 bits): ${past}`)
  }

  /**
   * A body that cannot be read at all (broken JSON, or a broken multipart body where files go): a 4xx
   * with an Arabic message, never the parser's English or a 5xx.
   */
  private async garbage(route: AppRoute, actor: Actor, send: Send) {
    const visitor = this.visitor(actor)
    const path = pathOf(route.pattern, { username: this.site, ...send.params }, send.query)
    const raw = route.middleware.includes('uploads')
      ? {
          body: '--walk\r\nContent-Disposition: form-da',
          type: 'multipart/form-data; boundary=walk',
        }
      : { body: '{"name": "unterminated', type: 'application/json' }
    const answer = await visitor.send(route.methods[0] as Method, path, {
      inertia: !path.startsWith('/api/'),
      raw,
      referer: send.from ?? path,
      bearer: send.bearer,
      csrf: !path.startsWith('/api/'),
    })
    const problems = arabicMessageProblems(answer)
    if (answer.status < 400 || answer.status >= 500) problems.unshift(`status ${answer.status}`)
    if (problems.length) {
      this.failures.push(
        `${route.name} (unreadable body): ${answer.describe(200)}: ${problems.join('; ')}`
      )
    }
  }
}
