// An invitation to join a website's staff: the e-mail it went to, the role it grants, its hashed token.
import type { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { StaffGrant } from '#models/mixins/staff_grant'

/** Sent by the owner; accepted once (accepted_at), before expires_at. Only the token's sha256 is kept. */
export default class StaffInvitation extends compose(BaseModel, TenantRecord, StaffGrant) {
  static table = 'staff_invitations'

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare acceptedAt: DateTime | null
}
