// One browser-like visitor of the built app: its own cookies, CSRF token, client address and Inertia version.
import { urlOf } from '#tests/acceptance/support/server'
import { Answer, WalkStats, parseInertiaPage } from '#tests/acceptance/support/answer'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SendOptions {
  /** an Inertia visit (X-Inertia, X-Inertia-Version), as the app's client makes after the first page */
  inertia?: boolean
  /** JSON body */
  json?: unknown
  /** multipart body (uploads) */
  form?: FormData
  /** a body as bytes on the wire, with its content type (a malformed one, on purpose) */
  raw?: { body: string; type: string }
  /** the page the request was sent from: a refused form goes back there */
  referer?: string
  /** send the XSRF-TOKEN cookie back as X-XSRF-TOKEN (default: on every page write) */
  csrf?: boolean
  /** a /api/v1 bearer token */
  bearer?: string
  headers?: Record<string, string>
}

/** A request still unanswered after this is a hang (an answer must come within 2 s anyway). */
const REQUEST_TIMEOUT_MS = 15_000

/** Addresses for X-Forwarded-For: every visitor its own, so each has its own rate-limit counters. */
let addressCount = 0
const addressBase = 1 + Math.floor(Math.random() * 200)
function nextAddress() {
  addressCount += 1
  return `10.${addressBase}.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`
}

export class Visitor {
  readonly address = nextAddress()
  private cookies = new Map<string, string>()
  /** the asset version of the app, read from the first full page (data-page) */
  inertiaVersion: string | null = null

  constructor(
    readonly label: string,
    readonly stats: WalkStats
  ) {}

  cookie(name: string) {
    return this.cookies.get(name)
  }

  /** One request; redirects are not followed (the answer's location says where they go). */
  async send(method: Method, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
      'Accept-Language': 'ar-SA,ar;q=0.9',
      'Accept': options.inertia
        ? 'text/html, application/xhtml+xml'
        : options.json !== undefined || path.startsWith('/api/')
          ? 'application/json'
          : 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'X-Forwarded-For': this.address,
      ...options.headers,
    }
    if (options.inertia) {
      headers['X-Inertia'] = 'true'
      headers['X-Requested-With'] = 'XMLHttpRequest'
      if (this.inertiaVersion) headers['X-Inertia-Version'] = this.inertiaVersion
    }
    if (options.referer) headers['Referer'] = urlOf(options.referer)
    if (options.bearer) headers['Authorization'] = `Bearer ${options.bearer}`
    const isApi = path.startsWith('/api/')
    if (method !== 'GET' && (options.csrf ?? !isApi)) {
      // as inertia/app/csrf_cookie.ts: a visitor with no token yet fetches its cookies first
      if (!this.cookies.has('XSRF-TOKEN')) await this.send('GET', '/csrf-cookie')
      const token = this.cookies.get('XSRF-TOKEN')
      if (token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token)
    }
    let body: string | FormData | undefined
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.form) {
      body = options.form
    } else if (options.raw) {
      headers['Content-Type'] = options.raw.type
      body = options.raw.body
    }
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (jar) headers['Cookie'] = jar

    const started = performance.now()
    let response: Response
    let text: string
    try {
      response = await fetch(urlOf(path), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      text = await response.text()
    } catch (error) {
      const waited = Math.round(performance.now() - started)
      throw new Error(`${method} ${path} as ${this.label}: no answer after ${waited} ms`, {
        cause: error,
      })
    }
    const ms = performance.now() - started
    this.keepCookies(response.headers.getSetCookie())
    const answer = new Answer(method, path, this.label, response.status, response.headers, text, ms)
    if (!options.inertia && answer.isHtml) {
      const page = parseInertiaPage(text)
      if (page?.version) this.inertiaVersion = page.version
    }
    this.stats.record(answer)
    return answer
  }

  get(path: string, options: SendOptions = {}) {
    return this.send('GET', path, options)
  }

  /** An Inertia visit of a page; a visitor that has no version yet loads the page in full first. */
  async visit(path: string) {
    if (!this.inertiaVersion) await this.get(path)
    return this.get(path, { inertia: true })
  }

  /**
   * Follows a write's redirect as the app's client does (an Inertia visit of its location), up to
   * a few hops; the last answer is the page the visitor lands on.
   */
  async follow(answer: Answer, hops = 3): Promise<Answer> {
    let current = answer
    for (let hop = 0; hop < hops && current.location; hop++) {
      const next = new URL(current.location, urlOf('/'))
      current = await this.get(next.pathname + next.search, { inertia: true })
      // an Inertia visit of a page that wants a full load answers 409 with its address
      const external = current.header('x-inertia-location')
      if (current.status === 409 && external) {
        const target = new URL(external, urlOf('/'))
        current = await this.get(target.pathname + target.search)
      }
    }
    return current
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at < 1) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split('=')
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(val) < Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}
