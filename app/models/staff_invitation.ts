// An invitation to join a website's staff: the e-mail it went to, the role it grants, its hashed token.
import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import Branch from '#models/branch'
import Website from '#models/website'
import type { StaffRole } from '#services/staff/permissions'

/** Sent by the owner; accepted once (accepted_at), before expires_at. Only the token's sha256 is kept. */
export default class StaffInvitation extends compose(BaseModel, WithTimestamps) {
  static table = 'staff_invitations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column()
  declare email: string

  @column()
  declare role: StaffRole

  @column()
  declare branchId: number | null

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare invitedBy: number | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare acceptedAt: DateTime | null

  @belongsTo(() => Website)
  declare website: BelongsTo<typeof Website>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>
}
