// One field of a merchant's form, in the merchant's order (position).
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { booleanColumn, jsonColumn } from '#models/columns'
import type { FormFieldType } from '#services/forms/field_types'

/** `key` names the field's answer and stays the same while the merchant edits the field. */
export default class FormField extends compose(BaseModel, TenantRecord) {
  @column()
  declare formId: number

  @column()
  declare key: string

  @column()
  declare type: FormFieldType

  @column()
  declare label: string

  @column()
  declare help: string | null

  @booleanColumn()
  declare isRequired: boolean

  @column()
  declare position: number

  /** the options of a one-choice or several-choices field; null otherwise */
  @jsonColumn()
  declare choices: string[] | null
}
