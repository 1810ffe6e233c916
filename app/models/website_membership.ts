// A person of a website's staff: their role and, for a branch role, their branch.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { StaffGrant } from '#models/mixins/staff_grant'
import User from '#models/user'

/**
 * One row per staff member of a website (not its owner, who is the website's user). Saved without the
 * page cache's announcement (a private table of BelongsToWebsite): no public page shows the staff.
 */
export default class WebsiteMembership extends compose(BaseModel, TenantRecord, StaffGrant) {
  static table = 'website_memberships'

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
