import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'
import Address from '#models/address'
import Order from '#models/order'
import Booking from '#models/booking'

/**
 * A storefront customer. Customers belong to one website (e-mail unique per website) and sign in
 * through their own session guard, so a customer of one website is a stranger to every other.
 */
export default class Customer extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column({ serializeAs: null })
  declare password: string

  /** "تذكرني" on the storefront login: long-lived tokens in their own table. */
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(Customer, {
    table: 'customer_remember_me_tokens',
  })

  @hasMany(() => Address)
  declare addresses: HasMany<typeof Address>

  @hasMany(() => Order)
  declare orders: HasMany<typeof Order>

  @hasMany(() => Booking)
  declare bookings: HasMany<typeof Booking>
}
