import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customer'
import CustomerRefreshToken from '#models/customer_refresh_token'
import { DomainError } from '#exceptions/domain_error'

/** SPEC.md section 7 clients refresh on a 401; a refresh token lives 30 days. */
export const REFRESH_TOKEN_DAYS = 30
const ACCESS_TOKEN_TABLE = 'customer_access_tokens'
const FAMILY_PREFIX = 'family:'

/** A timestamp bound in the dialect's own format (SQLite cannot bind a Date). */
function sqlNow() {
  return DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
}

function hashOf(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

export interface TokenPair {
  token: string
  type: 'bearer'
  expires_at: string | null
  refresh_token: string
  refresh_token_expires_at: string
}

/**
 * Bearer sessions of storefront customers on /api/v1: an access token of one hour (the `api` guard's
 * DbAccessTokensProvider) and a refresh token of 30 days, stored hashed. Every sign-in starts a family;
 * a refresh revokes the token it used and issues a new pair of the same family. A revoked token shown
 * again means it was copied: the whole family (refresh and access tokens) is revoked.
 */
export const CustomerApiTokens = {
  familyOf(accessTokenName: string | null | undefined) {
    return accessTokenName?.startsWith(FAMILY_PREFIX)
      ? accessTokenName.slice(FAMILY_PREFIX.length)
      : null
  },

  async issue(customer: Customer, familyId: string = randomUUID()): Promise<TokenPair> {
    const access = await Customer.accessTokens.create(customer, ['*'], {
      name: `${FAMILY_PREFIX}${familyId}`,
    })
    const refresh = `srt_${randomBytes(32).toString('base64url')}`
    const expiresAt = DateTime.utc().plus({ days: REFRESH_TOKEN_DAYS })
    await CustomerRefreshToken.create({
      websiteId: customer.websiteId,
      customerId: customer.id,
      familyId,
      tokenHash: hashOf(refresh),
      expiresAt,
      revokedAt: null,
    })
    return {
      token: access.value!.release(),
      type: 'bearer',
      expires_at: access.expiresAt?.toISOString() ?? null,
      refresh_token: refresh,
      refresh_token_expires_at: expiresAt.toISO()!,
    }
  },

  /** Exchanges a refresh token for a new pair; a reused one closes its whole family. */
  async refresh(value: string): Promise<{ customer: Customer; tokens: TokenPair }> {
    const row = await CustomerRefreshToken.findBy('token_hash', hashOf(value))
    if (!row) throw new DomainError('refresh_token_invalid')
    if (row.revokedAt) {
      await CustomerApiTokens.revokeFamily(row.customerId, row.familyId)
      throw new DomainError('refresh_token_reused')
    }
    if (row.expiresAt < DateTime.utc()) throw new DomainError('refresh_token_invalid')

    // only one of two concurrent refreshes with the same token wins; the other is a reuse
    const updated = await db
      .from('customer_refresh_tokens')
      .where('id', row.id)
      .whereNull('revoked_at')
      .update({ revoked_at: sqlNow(), updated_at: sqlNow() })
    const changed = Array.isArray(updated) ? Number(updated[0] ?? 0) : Number(updated)
    if (changed === 0) {
      await CustomerApiTokens.revokeFamily(row.customerId, row.familyId)
      throw new DomainError('refresh_token_reused')
    }

    const customer = await Customer.query()
      .where('website_id', row.websiteId)
      .where('id', row.customerId)
      .first()
    if (!customer) throw new DomainError('refresh_token_invalid')
    return { customer, tokens: await CustomerApiTokens.issue(customer, row.familyId) }
  },

  /** Revokes every refresh token of the family and deletes its access tokens. */
  async revokeFamily(customerId: number, familyId: string) {
    const now = sqlNow()
    await db
      .from('customer_refresh_tokens')
      .where('customer_id', customerId)
      .where('family_id', familyId)
      .whereNull('revoked_at')
      .update({ revoked_at: now, updated_at: now })
    await db
      .from(ACCESS_TOKEN_TABLE)
      .where('tokenable_id', customerId)
      .where('name', `${FAMILY_PREFIX}${familyId}`)
      .delete()
  },

  /** Logout: the access token used and the refresh tokens of its family stop working. */
  async logout(customer: Customer, accessTokenIdentifier: string | number | BigInt, name?: string) {
    await Customer.accessTokens.delete(customer, accessTokenIdentifier)
    const family = CustomerApiTokens.familyOf(name)
    if (family) await CustomerApiTokens.revokeFamily(customer.id, family)
  },
}
