import { compose } from '@adonisjs/core/helpers'
import { BaseModel, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { Listed } from '#models/mixins/listed'

import Service from '#models/service'

/**
 * A group of bookable services.
 */
export default class ServiceCategory extends compose(BaseModel, TenantRecord, Listed) {
  @hasMany(() => Service)
  declare services: HasMany<typeof Service>
}
