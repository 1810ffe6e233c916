import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { ServiceLine } from '#models/mixins/service_line'

import ReservationCart from '#models/reservation_cart'
import ServiceOption from '#models/service_option'

/**
 * A service in a reservation cart; a null option means 'any'.
 */
export default class ReservationCartItem extends compose(BaseModel, TenantRecord, ServiceLine) {
  @column()
  declare reservationCartId: number

  /** never null here: the service of a cart line is always there */
  declare serviceId: number

  @belongsTo(() => ReservationCart)
  declare reservationCart: BelongsTo<typeof ReservationCart>

  @belongsTo(() => ServiceOption, { foreignKey: 'serviceOptionId' })
  declare option: BelongsTo<typeof ServiceOption>
}
