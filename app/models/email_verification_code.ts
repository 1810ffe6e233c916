import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import { ExpiringCode } from '#models/mixins/expiring_code'
import User from '#models/user'

/**
 * A merchant's live sign-up or e-mail change code (at most one per account). Only the hash is stored; the clear code
 * exists in the e-mail alone. See app/services/auth/verification_service.ts.
 */
export default class EmailVerificationCode extends compose(
  BaseModel,
  WithTimestamps,
  ExpiringCode
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column.dateTime()
  declare sentAt: DateTime | null

  /** The address this code proves when the merchant changes the e-mail; null for the sign-up code. */
  @column()
  declare newEmail: string | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
