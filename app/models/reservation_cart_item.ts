import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import ReservationCart from '#models/reservation_cart'
import Service from '#models/service'
import ServiceOption from '#models/service_option'

/**
 * A service in a reservation cart; a null option means 'any'.
 */
export default class ReservationCartItem extends compose(BaseModel, TenantRecord) {
  @column()
  declare reservationCartId: number

  @column()
  declare serviceId: number

  @column()
  declare serviceOptionId: number | null

  @belongsTo(() => ReservationCart)
  declare reservationCart: BelongsTo<typeof ReservationCart>

  @belongsTo(() => Service)
  declare service: BelongsTo<typeof Service>

  @belongsTo(() => ServiceOption, { foreignKey: 'serviceOptionId' })
  declare option: BelongsTo<typeof ServiceOption>
}
