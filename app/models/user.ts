import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { WithTimestamps } from '#models/mixins/timestamps'
import { NamedContact } from '#models/mixins/named_contact'
import Website from '#models/website'
import EmailVerificationCode from '#models/email_verification_code'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

/**
 * A merchant: the business owner who signs up on the marketing site and owns websites.
 */
export default class User extends compose(BaseModel, AuthFinder, WithTimestamps, NamedContact) {
  /** 'Remember me' tokens of the web guard (hashed, table remember_me_tokens). */
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  /** Bearer tokens of /api/v1 (the `merchant_api` guard): one hour, renewed with a refresh token. */
  static accessTokens = DbAccessTokensProvider.forModel(User, {
    table: 'merchant_access_tokens',
    type: 'merchant_api',
    prefix: 'smt_',
    expiresIn: '1 hour',
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare phone: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare role: string

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column()
  declare activityType: string | null

  @column()
  declare entityType: string | null

  @column()
  declare legalId: string | null

  /** Bumped by a password reset: sessions signed in with an older version end. */
  @column({ serializeAs: null })
  declare sessionVersion: number

  /** The plan picked at sign-up (?plan=code); onboarding creates the website on it. */
  @column()
  declare signupPlanCode: string | null

  @hasMany(() => Website)
  declare websites: HasMany<typeof Website>

  @hasOne(() => EmailVerificationCode)
  declare verificationCode: HasOne<typeof EmailVerificationCode>

  get isVerified() {
    return this.emailVerifiedAt !== null && this.emailVerifiedAt !== undefined
  }
}
