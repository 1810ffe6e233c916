/*
| Moyasar's webhook protocol, shared by every endpoint that takes its events (a website's own and the
| platform's for plan payments): the body read (event id, type, the payment's id), the secret_token
| compared in constant time, and each event handled once so a replay changes nothing.
*/
import { createHash, timingSafeEqual } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'
import { sqlNow } from '#services/sql_time'

/** The events acted on (Moyasar spells the failed one payment_faild too). */
const PAYMENT_EVENTS: readonly string[] = [
  'payment_paid',
  'payment_failed',
  'payment_faild',
  'payment_refunded',
]

export interface WebhookBody {
  id?: unknown
  type?: unknown
  secret_token?: unknown
  data?: { id?: unknown } | null
}

/** An event as the endpoints read it; `known` is false for a type this app does not act on. */
interface WebhookEvent {
  eventId: string
  type: string
  paymentId: string
  known: boolean
}

/** Equal strings, compared over their hashes so neither the length nor a prefix leaks. */
function sameSecret(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return expected.length > 0 && timingSafeEqual(a, b)
}

/** The event's ids and type; a body without an event id or a payment id is refused. */
export function readWebhook(body: WebhookBody): WebhookEvent {
  const eventId = typeof body.id === 'string' ? body.id.slice(0, 64) : ''
  const type = typeof body.type === 'string' ? body.type : ''
  const paymentId = typeof body.data?.id === 'string' ? body.data.id.slice(0, 64) : ''
  if (!eventId || !paymentId) throw new DomainError('payment_webhook_invalid')
  return { eventId, type, paymentId, known: PAYMENT_EVENTS.includes(type) }
}

/** Refuses (401) a body whose secret_token is not the expected one; an empty expected token never matches. */
export function checkSecretToken(body: WebhookBody, expected: string) {
  const token = typeof body.secret_token === 'string' ? body.secret_token : ''
  if (!sameSecret(token, expected)) throw new DomainError('payment_webhook_forbidden')
}

/**
 * Runs `handle` once per event: the event is recorded in `table` (unique on `conflict`) first, so a
 * replayed delivery answers 'replayed' and changes nothing; when handling fails (the gateway could not
 * be reached) the record is taken back, so Moyasar's retry of the same event is handled then.
 * ON CONFLICT DO NOTHING keeps a PostgreSQL transaction usable, where a failed INSERT would abort it.
 */
export async function handleEventOnce<T>(
  table: 'payment_webhook_events' | 'platform_webhook_events',
  row: Record<string, string | number>,
  conflict: string[],
  handle: () => Promise<T>
): Promise<T | 'replayed'> {
  const client = db.connection()
  const inserted = await client
    .knexQuery()
    .table(table)
    .insert({ ...row, created_at: sqlNow() })
    .onConflict(conflict)
    .ignore()
    .returning('id')
  const rows = Array.isArray(inserted) ? inserted : ((inserted as any)?.rows ?? [])
  if (rows.length === 0) return 'replayed'
  try {
    return await handle()
  } catch (error) {
    const id = typeof rows[0] === 'object' ? rows[0].id : rows[0]
    await client.from(table).where('id', id).delete()
    throw error
  }
}
