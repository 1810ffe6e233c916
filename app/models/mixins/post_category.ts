// The columns of a category of posts: a merchant's blog section or the platform's academy/blog section.
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * A titled category at its slug, main or under a parent (parent_id), sorted by sort_order; each model
 * declares its own parent, children and posts relations.
 */
export const PostCategory = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class CategoryRow extends superclass {
    @column()
    declare parentId: number | null

    @column()
    declare title: string

    @column()
    declare slug: string

    @column()
    declare sortOrder: number
  }
  return CategoryRow
}
