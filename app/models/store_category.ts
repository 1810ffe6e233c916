import { compose } from '@adonisjs/core/helpers'
import { BaseModel, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { Listed } from '#models/mixins/listed'

import Product from '#models/product'

/**
 * A product category of a storefront.
 */
export default class StoreCategory extends compose(BaseModel, TenantRecord, Listed) {
  @hasMany(() => Product)
  declare products: HasMany<typeof Product>
}
