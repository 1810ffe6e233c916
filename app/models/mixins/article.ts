// The columns of a published article: a merchant's blog post or the platform's academy/blog post.
import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * Title, slug, the SEO description and keywords, the cover image, the HTML content and when it is (or will
 * be) published; null is a draft.
 */
export const Article = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class ArticleRow extends superclass {
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

    @column.dateTime()
    declare publishedAt: DateTime | null
  }
  return ArticleRow
}
