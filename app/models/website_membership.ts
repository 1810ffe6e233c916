// A person of a website's staff: their role and, for a branch role, their branch.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import User from '#models/user'
import Branch from '#models/branch'
import type { StaffRole } from '#services/staff/permissions'

/**
 * One row per staff member of a website (not its owner, who is the website's user). Saved without the
 * page cache's announcement: no public page shows the staff.
 */
export default class WebsiteMembership extends compose(BaseModel, WithTimestamps) {
  static table = 'website_memberships'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column()
  declare userId: number

  @column()
  declare role: StaffRole

  @column()
  declare branchId: number | null

  @column()
  declare invitedBy: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>
}
