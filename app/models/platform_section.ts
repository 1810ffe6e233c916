import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import { PostCategory } from '#models/mixins/post_category'
import PlatformPost from '#models/platform_post'

/** The marketing site has two post collections: the academy (guides) and the blog (news). */
export const PRIVILEGES = ['academy', 'blog'] as const
export type Privilege = (typeof PRIVILEGES)[number]

/**
 * A category of the platform academy or blog.
 */
export default class PlatformSection extends compose(BaseModel, WithTimestamps, PostCategory) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare privilege: Privilege

  @belongsTo(() => PlatformSection, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof PlatformSection>

  @hasMany(() => PlatformSection, { foreignKey: 'parentId' })
  declare children: HasMany<typeof PlatformSection>

  @hasMany(() => PlatformPost)
  declare posts: HasMany<typeof PlatformPost>
}
