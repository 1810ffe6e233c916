/*
| The session id cookie is signed again on every response (to renew its age) and verified on every
| request: an HMAC each way for the same few strings. Signing is deterministic (no expiry, no nonce),
| so the signed value of a session id, and the id a correctly signed value carries, are kept in memory.
| Only the session cookie's purpose is kept: other signed messages (signed URLs) may expire, and an
| expired one must fail again. A value that fails verification is never kept.
*/
import encryption from '@adonisjs/core/services/encryption'
import { SESSION_COOKIE_NAME } from '#http/sessions/guest_cookie_session_store'

const PURPOSE = SESSION_COOKIE_NAME
/** Enough for the sessions active at once on one process; the maps start again when full. */
const MAX_KEPT = 10_000

const verifier = encryption.verifier
const sign = verifier.sign.bind(verifier)
const unsign = verifier.unsign.bind(verifier)
const signed = new Map<string, string>()
const unsigned = new Map<string, string>()

verifier.sign = (payload: any, expiresIn?: string | number, purpose?: string) => {
  if (purpose !== PURPOSE || expiresIn !== undefined || typeof payload !== 'string') {
    return sign(payload, expiresIn, purpose)
  }
  let value = signed.get(payload)
  if (value === undefined) {
    value = sign(payload, expiresIn, purpose)
    if (signed.size >= MAX_KEPT) signed.clear()
    signed.set(payload, value)
  }
  return value
}

verifier.unsign = ((payload: string, purpose?: string) => {
  if (purpose !== PURPOSE || typeof payload !== 'string') return unsign(payload, purpose)
  const known = unsigned.get(payload)
  if (known !== undefined) return known
  const value = unsign(payload, purpose)
  if (typeof value === 'string') {
    if (unsigned.size >= MAX_KEPT) unsigned.clear()
    unsigned.set(payload, value)
  }
  return value
}) as typeof verifier.unsign
