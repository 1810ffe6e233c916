// An answer of the built app as the walks read it (status, time, Inertia page, JSON) and the walk's counters.

/** The page object Inertia sends: in the full page's data-page attribute, or as an Inertia visit's JSON. */
export interface InertiaPage {
  component: string
  url: string
  version: string | null
  props: Record<string, unknown> & {
    errors?: Record<string, unknown>
    flash?: { success?: string; error?: string; notification?: string }
  }
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#34;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
}

/** The data-page JSON of a full page load (HTML-escaped in its attribute), or null. */
export function parseInertiaPage(html: string): InertiaPage | null {
  const match = /data-page="([^"]*)"/.exec(html)
  if (!match) return null
  const json = match[1].replace(/&(?:quot|#34|#39|#x27|lt|gt|amp);/g, (e) => ENTITIES[e])
  return JSON.parse(json) as InertiaPage
}

export class Answer {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly visitor: string,
    readonly status: number,
    readonly headers: Headers,
    readonly text: string,
    readonly ms: number
  ) {}

  header(name: string) {
    return this.headers.get(name)
  }

  get location() {
    return this.status >= 300 && this.status < 400 ? this.header('location') : null
  }

  get isHtml() {
    return (this.header('content-type') ?? '').startsWith('text/html')
  }

  get isJson() {
    return (this.header('content-type') ?? '').includes('json')
  }

  /** The Inertia page: an Inertia visit's JSON or a full page's data-page, null for anything else. */
  get page(): InertiaPage | null {
    if (this.header('x-inertia') === 'true' && this.isJson) return JSON.parse(this.text)
    return this.isHtml ? parseInertiaPage(this.text) : null
  }

  json<T = Record<string, unknown>>(): T {
    return JSON.parse(this.text) as T
  }

  /** "GET /path as guest → 200 (12 ms)", for assertion messages. */
  toString() {
    const where = this.location ? ` → ${this.location}` : ''
    return `${this.method} ${this.path} as ${this.visitor}: ${this.status}${where} (${Math.round(this.ms)} ms)`
  }

  /** The answer with the start of its body, for a failure's message. */
  describe(chars = 400) {
    return `${this}\n${this.text.replace(/\s+/g, ' ').slice(0, chars)}`
  }
}

/** Longer than this, an answer is a failure (a query waiting on SQLite's one connection waits 60 s). */
export const SLOW_MS = 2000

/** Counters of one walk: every request, the 5xx and slow answers, and the slowest request. */
export class WalkStats {
  requests = 0
  serverErrors: string[] = []
  slow: string[] = []
  slowest: Answer | null = null
  notFoundChecks = 0

  record(answer: Answer) {
    // WALK_VERBOSE=1 prints every answer, to read what a walk did
    if (process.env.WALK_VERBOSE) console.log(String(answer))
    this.requests += 1
    if (answer.status >= 500) this.serverErrors.push(answer.describe(300))
    if (answer.ms >= SLOW_MS) this.slow.push(String(answer))
    if (!this.slowest || answer.ms > this.slowest.ms) this.slowest = answer
  }
}

/** Arabic letters: a message meant for the visitor, not an English default. */
export const ARABIC = /[\u0600-\u06FF]/

/** Every string in a value (an errors bag, a JSON answer), flattened. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}
