// A delivery representative of a website (issue 31 item 2): name, Saudi mobile, active or not.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { booleanColumn } from '#models/columns'

/**
 * Someone who delivers the website's orders. Not an account: they open each assigned order from its
 * signed link. An inactive one keeps their past orders but takes no new one.
 */
export default class Representative extends compose(BaseModel, TenantRecord) {
  @column()
  declare name: string

  /** '05xxxxxxxx' */
  @column()
  declare mobile: string

  @booleanColumn()
  declare isActive: boolean
}
