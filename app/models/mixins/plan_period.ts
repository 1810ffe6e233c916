// The plan and billing period a subscription or a subscription payment is for.
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Plan from '#models/plan'
import type { BillingPeriod } from '#models/subscription'

/**
 * The plan and the period (monthly or yearly), with the plan relation.
 */
export const PlanPeriod = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class PlanRow extends superclass {
    @column()
    declare planId: number

    @column()
    declare period: BillingPeriod

    @belongsTo(() => Plan)
    declare plan: BelongsTo<typeof Plan>
  }
  return PlanRow
}
