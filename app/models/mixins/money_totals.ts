// The VAT-inclusive amounts of an order, a booking and their bill.
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * Halalas computed by the server: the subtotal before VAT, the 15% VAT and the total the customer pays.
 */
export const MoneyTotals = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class Totalled extends superclass {
    @column()
    declare subtotal: number

    @column()
    declare vat: number

    @column()
    declare total: number
  }
  return Totalled
}
