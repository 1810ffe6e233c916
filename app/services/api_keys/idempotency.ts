// Idempotency keys: the first answer of a creating POST is kept 24 h per key holder and replayed for the same request.
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'

/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000

/** How long a repeat waits for the first request's answer, and how often it looks. */
const IN_PROGRESS_WAIT_MS = 10_000
const IN_PROGRESS_POLL_MS = 50

/** 1 to 255 visible ASCII characters (a UUID, typically). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/

interface StoredAnswer {
  status: number
  body: string | null
  location: string | null
}

/** Object keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
    )
  }
  return value
}

export const Idempotency = {
  /** A header's key, refused when it is not 1-255 visible characters. */
  checkKey(value: string) {
    if (!KEY_FORMAT.test(value)) throw new DomainError('idempotency_key_invalid')
    return value
  },

  /** The fingerprint of a request: its route, its parameters and its body. */
  fingerprint(route: string, params: unknown, body: unknown) {
    return createHash('sha256')
      .update(JSON.stringify(canonical([route, params, body])))
      .digest('hex')
  },

  /**
   * Claims `key` for this request: 'new' when this request is the first (run it, then `finish` or
   * `release`), the first answer when it is the same request again (once the first one is answered:
   * a repeat sent while it runs waits for it), and a 422 for another request with a used key. An
   * expired key is free again.
   */
  async begin(
    holder: string,
    key: string,
    hash: string,
    waitedMs = 0
  ): Promise<'new' | StoredAnswer> {
    const now = Date.now()
    await db.from('idempotency_keys').where('holder', holder).where('expires_at', '<', now).delete()
    const inserted = await db
      .knexQuery()
      .table('idempotency_keys')
      .insert({
        holder,
        key,
        request_hash: hash,
        created_at: now,
        expires_at: now + IDEMPOTENCY_TTL_MS,
      })
      .onConflict(['holder', 'key'])
      .ignore()
      .returning('id')
    if ((Array.isArray(inserted) ? inserted : []).length > 0) return 'new'
    const row = await db.from('idempotency_keys').where('holder', holder).where('key', key).first()
    if (!row) return this.begin(holder, key, hash, waitedMs)
    if (row.request_hash !== hash) throw new DomainError('idempotency_key_reused')
    if (row.status_code === null) {
      // the first request is still running (a double click, a retry that raced it): its answer
      // is waited for a while, then answered again; only one that runs longer is a 409
      if (waitedMs >= IN_PROGRESS_WAIT_MS) throw new DomainError('idempotency_key_in_progress')
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_POLL_MS))
      return this.begin(holder, key, hash, waitedMs + IN_PROGRESS_POLL_MS)
    }
    return {
      status: Number(row.status_code),
      body: row.response_body,
      location: row.location,
    }
  },

  /** Keeps the first answer (a success) for the key. */
  async finish(holder: string, key: string, answer: StoredAnswer) {
    await db.from('idempotency_keys').where('holder', holder).where('key', key).update({
      status_code: answer.status,
      response_body: answer.body,
      location: answer.location,
    })
  },

  /** The request failed: the key is free for a corrected request. */
  async release(holder: string, key: string) {
    await db
      .from('idempotency_keys')
      .where('holder', holder)
      .where('key', key)
      .whereNull('status_code')
      .delete()
  },
}
