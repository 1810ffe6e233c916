import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { AtBranch } from '#models/mixins/at_branch'

import Customer from '#models/customer'
import Address from '#models/address'
import CartItem from '#models/cart_item'

/**
 * A server-side cart: one per customer, or per guest token until the guest logs in.
 */
export default class Cart extends compose(BaseModel, TenantRecord, AtBranch) {
  @column()
  declare customerId: number | null

  @column({ serializeAs: null })
  declare guestToken: string | null

  @column()
  declare addressId: number | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => Address)
  declare address: BelongsTo<typeof Address>

  @hasMany(() => CartItem)
  declare items: HasMany<typeof CartItem>
}
