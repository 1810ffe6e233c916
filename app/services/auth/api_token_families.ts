import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { DomainError } from '#exceptions/domain_error'
import { sqlDateTime, sqlNow } from '#services/sql_time'

/** A refresh token lives 30 days; the access token it renews lives one hour (the provider's). */
const REFRESH_TOKEN_DAYS = 30
const FAMILY_PREFIX = 'family:'

export interface TokenPair {
  token: string
  type: 'bearer'
  expires_at: string | null
  refresh_token: string
  refresh_token_expires_at: string
}

interface Options<Model extends LucidModel> {
  /** the model's DbAccessTokensProvider */
  tokens: () => DbAccessTokensProvider<Model>
  accessTable: string
  refreshTable: string
  /** the refresh table's column of the owner's id */
  ownerColumn: string
  /** a refresh token starts with it: tells which family a token belongs to */
  refreshPrefix: string
  /** columns of a refresh row besides the owner's id (e.g. the website) */
  extraColumns?: (owner: InstanceType<Model>) => Record<string, unknown>
  /** the owner of a refresh row, or null when gone */
  findOwner: (row: Record<string, any>) => Promise<InstanceType<Model> | null>
}

function hashOf(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * Bearer sessions on /api/v1: an access token (the guard's DbAccessTokensProvider) and a refresh token,
 * stored hashed. Every sign-in starts a family; a refresh revokes the token it used and issues a new
 * pair of the same family. A revoked refresh token shown again means it was copied: the whole family
 * (its refresh and access tokens) is revoked. Used for customers and for merchants alike.
 */
export class ApiTokenFamilies<Model extends LucidModel & { new (): { id: number } }> {
  constructor(private options: Options<Model>) {}

  familyOf(accessTokenName: string | null | undefined) {
    return accessTokenName?.startsWith(FAMILY_PREFIX)
      ? accessTokenName.slice(FAMILY_PREFIX.length)
      : null
  }

  owns(refreshToken: string) {
    return refreshToken.startsWith(this.options.refreshPrefix)
  }

  async issue(owner: InstanceType<Model>, familyId: string = randomUUID()): Promise<TokenPair> {
    const access = await this.options.tokens().create(owner, ['*'], {
      name: `${FAMILY_PREFIX}${familyId}`,
    })
    const refresh = `${this.options.refreshPrefix}${randomBytes(32).toString('base64url')}`
    const expiresAt = DateTime.utc().plus({ days: REFRESH_TOKEN_DAYS })
    const now = sqlNow()
    await db.table(this.options.refreshTable).insert({
      ...this.options.extraColumns?.(owner),
      [this.options.ownerColumn]: owner.id,
      family_id: familyId,
      token_hash: hashOf(refresh),
      expires_at: sqlDateTime(expiresAt),
      revoked_at: null,
      created_at: now,
      updated_at: now,
    })
    return {
      token: access.value!.release(),
      type: 'bearer',
      expires_at: access.expiresAt?.toISOString() ?? null,
      refresh_token: refresh,
      refresh_token_expires_at: expiresAt.toISO()!,
    }
  }

  /** Exchanges a refresh token for a new pair; a reused one closes its whole family. */
  async refresh(value: string): Promise<{ owner: InstanceType<Model>; tokens: TokenPair }> {
    const { refreshTable, ownerColumn } = this.options
    const row = await db.from(refreshTable).where('token_hash', hashOf(value)).first()
    if (!row) throw new DomainError('refresh_token_invalid')
    if (row.revoked_at) {
      await this.revokeFamily(row[ownerColumn], row.family_id)
      throw new DomainError('refresh_token_reused')
    }
    const expiresAt =
      row.expires_at instanceof Date
        ? DateTime.fromJSDate(row.expires_at)
        : DateTime.fromSQL(String(row.expires_at), { zone: 'utc' })
    if (!expiresAt.isValid || expiresAt < DateTime.utc()) {
      throw new DomainError('refresh_token_invalid')
    }

    // only one of two concurrent refreshes with the same token wins; the other is a reuse
    const updated = await db
      .from(refreshTable)
      .where('id', row.id)
      .whereNull('revoked_at')
      .update({ revoked_at: sqlNow(), updated_at: sqlNow() })
    const changed = Array.isArray(updated) ? Number(updated[0] ?? 0) : Number(updated)
    if (changed === 0) {
      await this.revokeFamily(row[ownerColumn], row.family_id)
      throw new DomainError('refresh_token_reused')
    }

    const owner = await this.options.findOwner(row)
    if (!owner) throw new DomainError('refresh_token_invalid')
    return { owner, tokens: await this.issue(owner, row.family_id) }
  }

  /** Revokes every refresh token of the family and deletes its access tokens. */
  async revokeFamily(ownerId: number, familyId: string) {
    const now = sqlNow()
    await db
      .from(this.options.refreshTable)
      .where(this.options.ownerColumn, ownerId)
      .where('family_id', familyId)
      .whereNull('revoked_at')
      .update({ revoked_at: now, updated_at: now })
    await db
      .from(this.options.accessTable)
      .where('tokenable_id', ownerId)
      .where('name', `${FAMILY_PREFIX}${familyId}`)
      .delete()
  }

  /** Logout: the access token used and the refresh tokens of its family stop working. */
  async logout(
    owner: InstanceType<Model>,
    accessToken: { identifier: string | number | BigInt; name: string | null }
  ) {
    await this.options.tokens().delete(owner, accessToken.identifier)
    const family = this.familyOf(accessToken.name)
    if (family) await this.revokeFamily(owner.id, family)
  }
}
