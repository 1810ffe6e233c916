// What a staff member holds, or is invited with: the role, the branch of a branch role, who invited them.
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { AtBranch } from '#models/mixins/at_branch'
import type { StaffRole } from '#services/staff/permissions'

/**
 * The role (services/staff/permissions.ts), branch_id for a branch role (null for the others) and the
 * user who sent the invitation.
 */
export const StaffGrant = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class Grant extends AtBranch(superclass) {
    @column()
    declare role: StaffRole

    @column()
    declare invitedBy: number | null
  }
  return Grant
}
