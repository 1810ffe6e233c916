// What an order and a booking share: the number, branch, totals, status and how it is paid.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { AtBranch } from '#models/mixins/at_branch'
import { MoneyTotals } from '#models/mixins/money_totals'
import type { OrderStatus } from '#models/order'

/**
 * A customer's purchase (its model composes BelongsToCustomer too: TypeScript cannot type the customer
 * relation from here), numbered per website, with its VAT-inclusive totals; its bill, lines and history
 * are relations of each model (their foreign keys name the model).
 */
export const Purchase = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class PurchaseRow extends compose(superclass, AtBranch, MoneyTotals) {
    @column()
    declare number: number

    @column()
    declare status: OrderStatus

    @column()
    declare paymentMethod: string

    /** The customer's Saudi mobile (05XXXXXXXX) when the purchase was made. */
    @column()
    declare customerMobile: string | null
  }
  return PurchaseRow
}
