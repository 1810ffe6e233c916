// A website's own row: its id, the tenant key (with the cache announcement) and its timestamps.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'

/**
 * The columns every timestamped table of a website's data starts with: id, website_id (and the website
 * relation), created_at and updated_at.
 */
export const TenantRecord = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class Record extends compose(superclass, BelongsToWebsite, WithTimestamps) {
    @column({ isPrimary: true })
    declare id: number
  }
  return Record
}
