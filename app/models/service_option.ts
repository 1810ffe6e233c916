import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import Service from '#models/service'

/**
 * An option a customer picks for a service, with an optional extra price in halalas and extra minutes.
 */
export default class ServiceOption extends compose(BaseModel, TenantRecord) {
  @column()
  declare serviceId: number

  @column()
  declare name: string

  @column()
  declare extraPrice: number

  /** minutes added to the service's duration when this option is booked */
  @column()
  declare extraMinutes: number

  @column()
  declare sortOrder: number

  @belongsTo(() => Service)
  declare service: BelongsTo<typeof Service>
}
