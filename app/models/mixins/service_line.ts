// A service on a line of a reservation cart or a booking: the service and the option chosen.
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Service from '#models/service'

/**
 * A null option means none chosen (in a reservation cart: 'any'); a booking's service is null once the
 * merchant deleted it.
 */
export const ServiceLine = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class ServiceLineRow extends superclass {
    @column()
    declare serviceId: number | null

    @column()
    declare serviceOptionId: number | null

    @belongsTo(() => Service)
    declare service: BelongsTo<typeof Service>
  }
  return ServiceLineRow
}
