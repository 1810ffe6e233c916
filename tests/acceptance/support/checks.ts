// What every answer of the walks must show: security headers, the Arabic 404 page, Arabic error messages.
import { ARABIC, stringsIn, type Answer } from '#tests/acceptance/support/answer'

/**
 * The headers app/middleware/security_headers_middleware.ts sends on every answer (config/security.ts),
 * a 404 included: no inline script but the page loader (its hash, or the response's nonce). HSTS is
 * only sent over HTTPS, which the walk does not use.
 */
export function securityHeaderProblems(answer: Answer): string[] {
  const problems: string[] = []
  const csp = answer.header('content-security-policy') ?? ''
  if (!csp.includes("default-src 'self'") || !csp.includes("frame-ancestors 'none'")) {
    problems.push(`Content-Security-Policy is "${csp}"`)
  }
  // scripts from this origin, and the page's inline loader by its hash (production) or nonce (dev)
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  if (!/^'self' '(nonce-[\w-]+|sha256-[\w+/=]+)'$/.test(scripts)) {
    problems.push(`script-src is "${scripts}"`)
  }
  const expected: Record<string, string> = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
  for (const [name, value] of Object.entries(expected)) {
    if (answer.header(name) !== value) problems.push(`${name} is "${answer.header(name)}"`)
  }
  return problems
}

/**
 * Phrases of the 404 pages (inertia/components/ui/not_found.tsx, errors/not_found.tsx,
 * app/http/pages/store_not_found.ts, the content site's missing page): each says what is not there.
 */
const NOT_FOUND_PHRASE = /غير موجود|غير متاح|غير صحيح/

/** The text a visitor reads: the server-rendered page, or the messages of a JSON answer. */
function visibleText(answer: Answer) {
  if (answer.isJson) {
    try {
      return stringsIn(answer.json()).join(' ')
    } catch {
      return answer.text
    }
  }
  return answer.text
}

/** Problems of an answer that should be the Arabic 404 page (or the API's JSON 404). */
export function notFoundProblems(answer: Answer): string[] {
  const problems: string[] = []
  if (answer.status !== 404) problems.push(`status ${answer.status}, not 404`)
  if (!NOT_FOUND_PHRASE.test(visibleText(answer))) {
    problems.push('no Arabic "not found" message in the answer')
  }
  if (answer.isHtml && !/<html lang="ar" dir="rtl"/.test(answer.text)) {
    problems.push('the 404 page is not the Arabic right-to-left layout')
  }
  return [...problems, ...securityHeaderProblems(answer)]
}

/** Problems of an answer that must carry an Arabic message (a refused form, a 4xx JSON). */
export function arabicMessageProblems(answer: Answer, what = 'the answer'): string[] {
  return ARABIC.test(visibleText(answer)) ? [] : [`${what} has no Arabic message`]
}

/** The messages a page shows after a refused form: its errors bag and its flash error. */
export function pageMessages(answer: Answer): string[] {
  const props = answer.page?.props
  if (!props) return []
  return [...stringsIn(props.errors ?? {}), ...stringsIn(props.flash?.error ?? [])]
}
