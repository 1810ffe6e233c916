// Every request's reference: the proxy's X-Request-Id when it sent a sane one, else one made here.
import { randomBytes } from 'node:crypto'

/** This process's part of every reference: two processes never hand out the same one. */
const PROCESS = randomBytes(3).toString('hex')
let counter = 0
/** what a proxy's id may look like to be kept (no spaces, no markup, short) */
const SANE = /^[\w.:-]{1,64}$/

/**
 * The request's id, set on its headers so that AdonisJS's `request.id()`, the logger of the request
 * and the error report all carry it. A counter, not a cuid: a hashed id per request cost more than a
 * visit answered from the page cache (config/app.ts keeps generateRequestId off for that reason).
 */
export function ensureRequestId(headers: Record<string, string | string[] | undefined>) {
  const given = headers['x-request-id']
  if (typeof given === 'string' && SANE.test(given)) return given
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `${PROCESS}-${counter.toString(36)}`
  headers['x-request-id'] = id
  return id
}
