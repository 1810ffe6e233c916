import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'

import Customer from '#models/customer'
import Branch from '#models/branch'
import ReservationCartItem from '#models/reservation_cart_item'

/**
 * A booking in progress: the chosen services and options before a time is confirmed.
 */
export default class ReservationCart extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare customerId: number

  @column()
  declare branchId: number | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @hasMany(() => ReservationCartItem)
  declare items: HasMany<typeof ReservationCartItem>
}
