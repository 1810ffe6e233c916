import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'

import Customer from '#models/customer'

/**
 * A delivery address of a customer (Saudi national address).
 */
export default class Address extends compose(BaseModel, TenantRecord) {
  @column()
  declare customerId: number

  @column()
  declare country: string

  @column()
  declare city: string

  @column()
  declare district: string

  @column()
  declare street: string

  @column()
  declare shortAddress: string

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>
}
