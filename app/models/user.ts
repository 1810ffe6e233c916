import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { WithTimestamps } from '#models/mixins/timestamps'
import Website from '#models/website'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

/**
 * A merchant: the business owner who signs up on the marketing site and owns websites.
 */
export default class User extends compose(BaseModel, AuthFinder, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare email: string

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

  @hasMany(() => Website)
  declare websites: HasMany<typeof Website>
}
