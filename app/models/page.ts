import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { WithTimestamps } from '#models/mixins/timestamps'

import { booleanColumn } from '#models/columns'

/**
 * A custom page of a website, listed in the header and footer.
 */
export default class Page extends compose(BaseModel, BelongsToWebsite, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare image: string | null

  @column()
  declare description: string | null

  @column()
  declare content: string

  @booleanColumn()
  declare inHeader: boolean

  @booleanColumn()
  declare inFooter: boolean

  @column()
  declare sortOrder: number

  /** a merchant form shown under the content; a hidden or deleted form shows nothing */
  @column()
  declare formId: number | null
}
