// The storefront customer a row belongs to (an order, a booking, a bill, a sign-in code...).
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Customer from '#models/customer'

/**
 * customer_id (never null) and its relation.
 */
export const BelongsToCustomer = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class CustomerRow extends superclass {
    @column()
    declare customerId: number

    @belongsTo(() => Customer)
    declare customer: BelongsTo<typeof Customer>
  }
  return CustomerRow
}
