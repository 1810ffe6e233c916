import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { PostCategory } from '#models/mixins/post_category'
import { booleanColumn } from '#models/columns'
import Post from '#models/post'

/**
 * A blog section (category) of a website: main or sub, with its display flags.
 */
export default class Section extends compose(BaseModel, TenantRecord, PostCategory) {
  @column()
  declare description: string | null

  @column()
  declare image: string | null

  @column()
  declare type: 'main' | 'sub'

  @booleanColumn()
  declare isEmbedded: boolean

  @booleanColumn()
  declare isFooter: boolean

  @booleanColumn()
  declare isFixed: boolean

  @belongsTo(() => Section, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof Section>

  @hasMany(() => Section, { foreignKey: 'parentId' })
  declare children: HasMany<typeof Section>

  @hasMany(() => Post)
  declare posts: HasMany<typeof Post>
}
