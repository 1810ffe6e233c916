import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { Listed } from '#models/mixins/listed'

import { booleanColumn } from '#models/columns'

/**
 * A custom page of a website, listed in the header and footer.
 */
export default class Page extends compose(BaseModel, TenantRecord, Listed) {
  @column()
  declare description: string | null

  @column()
  declare content: string

  @booleanColumn()
  declare inHeader: boolean

  @booleanColumn()
  declare inFooter: boolean

  /** a merchant form shown under the content; a hidden or deleted form shows nothing */
  @column()
  declare formId: number | null
}
