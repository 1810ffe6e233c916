// Sends one webhook delivery, signed per Standard Webhooks, to a public address; records each attempt.
import http from 'node:http'
import https from 'node:https'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { Webhook } from 'standardwebhooks'
import type { ClaimedJob } from '#services/jobs/queue'
import { WebhookNetwork } from '#services/webhooks/webhook_network'

/** A receiver has this long to answer. */
const TIMEOUT_MS = 10_000
/** What is kept of an answer's body to show in the dashboard. */
const EXCERPT_CHARS = 300

interface AttemptResult {
  status: number | null
  excerpt: string
}

/** The three Standard Webhooks headers of a body: its id, the time (seconds) and the v1 signature. */
export function signedHeaders(secret: string, messageId: string, body: string, at = new Date()) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  }
}

/**
 * One POST of the body: no redirects followed, the host's addresses checked again as the connection is
 * made (a name that now points inside is refused), 10 s to answer. Never throws: a network failure is
 * a result without a status.
 */
export function post(url: string, headers: Record<string, string>, body: string) {
  return new Promise<AttemptResult>((resolve) => {
    let target: URL
    try {
      target = new URL(url)
      WebhookNetwork.assertLiteral(target.hostname)
    } catch (error) {
      return resolve({ status: null, excerpt: (error as Error).message.slice(0, EXCERPT_CHARS) })
    }
    const client = target.protocol === 'https:' ? https : http
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: WebhookNetwork.lookup,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Safhati-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? null, excerpt: text.slice(0, EXCERPT_CHARS) })
        )
        response.on('error', () => resolve({ status: response.statusCode ?? null, excerpt: text }))
      }
    )
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')))
    request.on('error', (error) =>
      resolve({ status: null, excerpt: error.message.slice(0, EXCERPT_CHARS) })
    )
    request.end(body)
  })
}

/** The runner's next wait after attempt n (its backoff: 30 s doubling up to an hour, +10% jitter). */
function nextWaitMs(attempts: number) {
  return Math.min(30_000 * 2 ** (attempts - 1), 3600_000) * 1.1
}

/**
 * The 'webhook.deliver' job. A 2xx answer is a success; anything else is recorded and thrown, so the
 * runner tries again with its backoff, until the next try would fall outside the day the job was given:
 * then the delivery is failed for good (the dashboard's "send again" starts a new day).
 */
export async function deliverWebhook(deliveryId: number, job: ClaimedJob) {
  const delivery = await db.from('webhook_deliveries').where('id', deliveryId).first()
  if (!delivery || delivery.status === 'succeeded') return
  const endpoint = await db
    .from('webhook_endpoints')
    .where('id', delivery.endpoint_id)
    .where('website_id', delivery.website_id)
    .first()
  const now = Date.now()
  const result: AttemptResult =
    endpoint && endpoint.is_active
      ? await post(
          endpoint.url,
          signedHeaders(
            encryption.decrypt<string>(endpoint.secret)!,
            delivery.message_id,
            delivery.payload
          ),
          delivery.payload
        )
      : { status: null, excerpt: 'endpoint removed or disabled' }
  const ok = result.status !== null && result.status >= 200 && result.status < 300
  const giveUp =
    !ok &&
    (!endpoint ||
      !endpoint.is_active ||
      job.attempts >= job.maxAttempts ||
      (job.expiresAt !== null && now + nextWaitMs(job.attempts) > job.expiresAt))
  await db
    .from('webhook_deliveries')
    .where('id', deliveryId)
    .update({
      status: ok ? 'succeeded' : giveUp ? 'failed' : 'pending',
      attempts: Number(delivery.attempts) + 1,
      response_status: result.status,
      response_excerpt: result.excerpt,
      last_attempt_at: now,
    })
  if (!ok && !giveUp) {
    throw new Error(
      `webhook answered ${result.status ?? 'nothing'}: ${result.excerpt.slice(0, 100)}`
    )
  }
}
