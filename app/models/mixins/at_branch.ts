// The branch a cart, an order or a booking is served from, or a staff member works at, when the website has branches.
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Branch from '#models/branch'

/**
 * branch_id (null when the website has no branches) and its relation.
 */
export const AtBranch = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class BranchRow extends superclass {
    @column()
    declare branchId: number | null

    @belongsTo(() => Branch)
    declare branch: BelongsTo<typeof Branch>
  }
  return BranchRow
}
