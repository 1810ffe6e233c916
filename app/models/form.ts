// A merchant's form (issue 31 item 1): its own address on both sites, fields in the merchant's order.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { booleanColumn } from '#models/columns'
import FormField from '#models/form_field'

/** `version` is the hash of the field set shown now (form_versions keeps every earlier one). */
export default class Form extends compose(BaseModel, TenantRecord) {
  @column()
  declare title: string

  @column()
  declare slug: string

  @column()
  declare intro: string | null

  @column()
  declare successMessage: string | null

  @booleanColumn()
  declare isActive: boolean

  @column()
  declare version: string

  @hasMany(() => FormField)
  declare fields: HasMany<typeof FormField>
}
