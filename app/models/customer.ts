import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { NamedContact } from '#models/mixins/named_contact'
import Address from '#models/address'
import Order from '#models/order'
import Booking from '#models/booking'

/**
 * A storefront customer. Customers belong to one website (e-mail unique per website) and sign in
 * through their own session guard, so a customer of one website is a stranger to every other.
 */
export default class Customer extends compose(BaseModel, TenantRecord, NamedContact) {
  @column()
  declare phone: string | null

  @column({ serializeAs: null })
  declare password: string

  /** "تذكرني" on the storefront login: long-lived tokens in their own table. */
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(Customer, {
    table: 'customer_remember_me_tokens',
  })

  /** Bearer tokens of /api/v1 (the `api` guard): one hour, renewed with a refresh token. */
  static accessTokens = DbAccessTokensProvider.forModel(Customer, {
    table: 'customer_access_tokens',
    type: 'customer_api',
    prefix: 'sft_',
    expiresIn: '1 hour',
  })

  @hasMany(() => Address)
  declare addresses: HasMany<typeof Address>

  @hasMany(() => Order)
  declare orders: HasMany<typeof Order>

  @hasMany(() => Booking)
  declare bookings: HasMany<typeof Booking>
}
