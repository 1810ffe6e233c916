import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Website from '#models/website'

/**
 * The tenant key. Every model of a website's data composes this mixin, so the column and the relation are
 * declared once; queries reach these rows through `website.related(...)`, never by a bare id.
 */
export const BelongsToWebsite = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class TenantRow extends superclass {
    @column()
    declare websiteId: number

    @belongsTo(() => Website)
    declare website: BelongsTo<typeof Website>
  }
  return TenantRow
}
