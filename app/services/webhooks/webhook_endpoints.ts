// A website's webhook endpoints (register, pause, remove) and their deliveries (list, send again).
import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import encryption from '@adonisjs/core/services/encryption'
import type Website from '#models/website'
import { DomainError, found } from '#exceptions/domain_error'
import { WebhookNetwork } from '#services/webhooks/webhook_network'
import { dispatchDelivery, type WebhookEvent } from '#services/webhooks/webhook_events'

/** Endpoints a website may register. */
const MAX_ENDPOINTS = 10
/** Deliveries the dashboard lists per endpoint. */
const DELIVERIES_SHOWN = 50

export interface EndpointRow {
  id: number
  url: string
  events: WebhookEvent[]
  isActive: boolean
  createdAt: number
}

export interface DeliveryRow {
  id: number
  endpointId: number
  event: string
  messageId: string
  status: 'pending' | 'succeeded' | 'failed'
  attempts: number
  responseStatus: number | null
  responseExcerpt: string | null
  lastAttemptAt: number | null
  createdAt: number
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function endpointOf(row: Record<string, any>): EndpointRow {
  return {
    id: Number(row.id),
    url: row.url,
    events: JSON.parse(row.events),
    isActive: !!row.is_active,
    createdAt: Number(row.created_at),
  }
}

function deliveryOf(row: Record<string, any>): DeliveryRow {
  return {
    id: Number(row.id),
    endpointId: Number(row.endpoint_id),
    event: row.event,
    messageId: row.message_id,
    status: row.status,
    attempts: Number(row.attempts),
    responseStatus: num(row.response_status),
    responseExcerpt: row.response_excerpt ?? null,
    lastAttemptAt: num(row.last_attempt_at),
    createdAt: Number(row.created_at),
  }
}

export const WebhookEndpoints = {
  async list(website: Website) {
    const rows = await db
      .from('webhook_endpoints')
      .where('website_id', website.id)
      .orderBy('id', 'asc')
    return rows.map(endpointOf)
  },

  /** This website's endpoint, or a 404 (another website's id). */
  async find(website: Website, id: number) {
    return endpointOf(await ownRow(db.connection(), 'webhook_endpoints', website, id))
  },

  /**
   * Registers an endpoint once its address passes the network check (https, public after DNS
   * resolution). Its signing secret (whsec_ + 32 random bytes) is returned this once to show.
   */
  async create(website: Website, data: { url: string; events: WebhookEvent[] }) {
    const url = await WebhookNetwork.check(data.url)
    const count = await db
      .from('webhook_endpoints')
      .where('website_id', website.id)
      .count('* as total')
    if (Number(count[0].total) >= MAX_ENDPOINTS)
      throw new DomainError('webhook_endpoints_full', { max: MAX_ENDPOINTS })
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const now = Date.now()
    const [inserted] = await db
      .table('webhook_endpoints')
      .insert({
        website_id: website.id,
        url: url.toString(),
        events: JSON.stringify(data.events),
        secret: encryption.encrypt(secret),
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    return { id, secret }
  },

  /** Pauses or resumes an endpoint (a paused one is sent nothing new). */
  async setActive(website: Website, id: number, active: boolean) {
    await this.find(website, id)
    await db
      .from('webhook_endpoints')
      .where('website_id', website.id)
      .where('id', id)
      .update({ is_active: active, updated_at: Date.now() })
  },

  /** Removes an endpoint and its deliveries. */
  async destroy(website: Website, id: number) {
    await this.find(website, id)
    await db.transaction(async (trx) => {
      await trx
        .from('webhook_deliveries')
        .where('website_id', website.id)
        .where('endpoint_id', id)
        .delete()
      await trx.from('webhook_endpoints').where('website_id', website.id).where('id', id).delete()
    })
  },

  /** The latest deliveries of the website's endpoints, newest first. */
  async deliveries(website: Website, endpointId?: number) {
    const query = db
      .from('webhook_deliveries')
      .where('website_id', website.id)
      .orderBy('id', 'desc')
      .limit(DELIVERIES_SHOWN)
    if (endpointId !== undefined) query.where('endpoint_id', endpointId)
    const rows = await query
    return rows.map(deliveryOf)
  },

  /**
   * "Send again": the same message (same webhook-id, so a receiver that had it drops it) goes out
   * again as a new job with a new day of retries.
   */
  async resend(website: Website, deliveryId: number) {
    await db.transaction(async (trx) => {
      const row = await ownRow(trx, 'webhook_deliveries', website, deliveryId)
      await trx.from('webhook_deliveries').where('id', row.id).update({ status: 'pending' })
      await dispatchDelivery(row.id, trx)
    })
  },
}

/** The website's own row of `table` with this id, or a 404: another website's id is the same miss. */
async function ownRow(client: QueryClientContract, table: string, website: Website, id: number) {
  const row = found(
    await client.from(table).where('website_id', website.id).where('id', id).first()
  )
  return row
}
