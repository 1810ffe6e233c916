// The merchant API's keys: created by a website's owner with scopes, stored hashed, found by a bearer value, revoked.
import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import type User from '#models/user'
import { found } from '#exceptions/domain_error'

/** What a key may be allowed to do; a route names the one it needs (the apiKey middleware). */
export const API_SCOPES = [
  'orders:read',
  'orders:write',
  // refunds of online payments: money leaves the merchant's account, so a scope of its own
  'payments:write',
  'catalogue:read',
  'catalogue:write',
  'content:read',
  'content:write',
  'messages:read',
  'messages:write',
  // the website's settings and its branches with their hours
  'settings:read',
  'settings:write',
] as const
export type ApiScope = (typeof API_SCOPES)[number]

/** Every key starts with it: a bearer value of another family (smt_, customers') is never looked up. */
const API_KEY_PREFIX = 'sfk_'

/** A key's last use is written at most this often (not one write per call). */
const LAST_USE_EVERY_MS = 60_000

export interface ApiKeyRow {
  id: number
  websiteId: number
  userId: number | null
  name: string
  scopes: ApiScope[]
  hint: string
  lastUsedAt: number | null
  revokedAt: number | null
  createdAt: number
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex')
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function toRow(row: Record<string, any>): ApiKeyRow {
  return {
    id: Number(row.id),
    websiteId: Number(row.website_id),
    userId: num(row.user_id),
    name: row.name,
    scopes: JSON.parse(row.scopes),
    hint: row.hint,
    lastUsedAt: num(row.last_used_at),
    revokedAt: num(row.revoked_at),
    createdAt: Number(row.created_at),
  }
}

export const ApiKeys = {
  /** The website's keys, newest first, revoked ones included (they say when they stopped). */
  async list(website: Website): Promise<ApiKeyRow[]> {
    const rows = await db
      .from('api_keys')
      .where('website_id', website.id)
      .orderBy('id', 'desc')
      .limit(200)
    return rows.map(toRow)
  },

  /** A new key: its value is returned this once and only its hash is kept. */
  async create(website: Website, actor: User, data: { name: string; scopes: ApiScope[] }) {
    const value = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
    const scopes = API_SCOPES.filter((scope) => data.scopes.includes(scope))
    const [inserted] = await db
      .table('api_keys')
      .insert({
        website_id: website.id,
        user_id: actor.id,
        name: data.name,
        scopes: JSON.stringify(scopes),
        token_hash: hashOf(value),
        hint: value.slice(-4),
        created_at: Date.now(),
      })
      .returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    return { id, value }
  },

  /** Stops a key of this website at once; another website's id is not found. */
  async revoke(website: Website, id: number) {
    const row = found(
      await db.from('api_keys').where('website_id', website.id).where('id', id).first()
    )
    if (row.revoked_at === null) {
      await db.from('api_keys').where('id', row.id).update({ revoked_at: Date.now() })
    }
  },

  /** The live key a bearer value stands for, or null (unknown, revoked, of another family). */
  async authenticate(value: string): Promise<ApiKeyRow | null> {
    if (!value.startsWith(API_KEY_PREFIX) || value.length > 200) return null
    const row = await db.from('api_keys').where('token_hash', hashOf(value)).first()
    if (!row || row.revoked_at !== null) return null
    const key = toRow(row)
    const now = Date.now()
    if (key.lastUsedAt === null || now - key.lastUsedAt > LAST_USE_EVERY_MS) {
      await db.from('api_keys').where('id', key.id).update({ last_used_at: now })
      key.lastUsedAt = now
    }
    return key
  },
}
