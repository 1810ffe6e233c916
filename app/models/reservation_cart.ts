import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'
import { AtBranch } from '#models/mixins/at_branch'

import ReservationCartItem from '#models/reservation_cart_item'

/**
 * A booking in progress: the chosen services and options before a time is confirmed.
 */
export default class ReservationCart extends compose(
  BaseModel,
  TenantRecord,
  BelongsToCustomer,
  AtBranch
) {
  @column.dateTime()
  declare expiresAt: DateTime | null

  @hasMany(() => ReservationCartItem)
  declare items: HasMany<typeof ReservationCartItem>
}
