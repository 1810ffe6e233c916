import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import { Article } from '#models/mixins/article'
import { booleanColumn } from '#models/columns'
import PlatformSection from '#models/platform_section'
import type { Privilege } from '#models/platform_section'

/**
 * An academy or blog post of the marketing site.
 */
export default class PlatformPost extends compose(BaseModel, WithTimestamps, Article) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare privilege: Privilege

  @column()
  declare platformSectionId: number | null

  @booleanColumn()
  declare isPopular: boolean

  @belongsTo(() => PlatformSection, { foreignKey: 'platformSectionId' })
  declare section: BelongsTo<typeof PlatformSection>
}
