// The columns of a row a site lists by name: its name, its URL slug, its picture, the merchant's order.
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * A named row with its own page at its slug, shown with an optional image, sorted by sort_order
 * (product and service categories, custom pages).
 */
export const Listed = <Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) => {
  class ListedRow extends superclass {
    @column()
    declare name: string

    @column()
    declare slug: string

    @column()
    declare image: string | null

    @column()
    declare sortOrder: number
  }
  return ListedRow
}
