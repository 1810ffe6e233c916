import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import Booking from '#models/booking'
import Service from '#models/service'

/**
 * A service of a booking with its name, option, duration and price at booking time.
 */
export default class BookingItem extends compose(BaseModel, TenantRecord) {
  @column()
  declare bookingId: number

  @column()
  declare serviceId: number | null

  @column()
  declare serviceOptionId: number | null

  @column()
  declare serviceName: string

  @column()
  declare optionName: string | null

  @column()
  declare durationMinutes: number

  @column()
  declare price: number

  @belongsTo(() => Booking)
  declare booking: BelongsTo<typeof Booking>

  @belongsTo(() => Service)
  declare service: BelongsTo<typeof Service>
}
