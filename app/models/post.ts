import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { Article } from '#models/mixins/article'

import Section from '#models/section'
import { sqlDateTime } from '#services/sql_time'

/**
 * A blog post of a website.
 */
export default class Post extends compose(BaseModel, TenantRecord, Article) {
  @column()
  declare sectionId: number | null

  @belongsTo(() => Section)
  declare section: BelongsTo<typeof Section>

  /** Posts a visitor may read: published, and not scheduled for later. */
  static published = scope((query) => {
    const now = sqlDateTime(DateTime.now())
    query.whereNotNull('posts.published_at').where('posts.published_at', '<=', now)
  })
}
