import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { ServiceLine } from '#models/mixins/service_line'

import Booking from '#models/booking'

/**
 * A service of a booking with its name, option, duration and price at booking time.
 */
export default class BookingItem extends compose(BaseModel, TenantRecord, ServiceLine) {
  @column()
  declare bookingId: number

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
}
