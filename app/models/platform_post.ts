import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import { booleanColumn } from '#models/columns'
import PlatformSection from '#models/platform_section'
import type { Privilege } from '#models/platform_section'

/**
 * An academy or blog post of the marketing site.
 */
export default class PlatformPost extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare privilege: Privilege

  @column()
  declare platformSectionId: number | null

  @column()
  declare title: string

  @column()
  declare slug: string

  @column()
  declare description: string | null

  @column()
  declare keywords: string | null

  @column()
  declare image: string | null

  @column()
  declare content: string

  @booleanColumn()
  declare isPopular: boolean

  @column.dateTime()
  declare publishedAt: DateTime | null

  @belongsTo(() => PlatformSection, { foreignKey: 'platformSectionId' })
  declare section: BelongsTo<typeof PlatformSection>
}
