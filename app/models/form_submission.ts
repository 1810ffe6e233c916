// What a visitor sent through a merchant's form, each answer with its field as shown (label, type).
import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { jsonColumn } from '#models/columns'
import type { SubmittedAnswer } from '#services/forms/field_types'

/** `formId` goes null when the form is deleted; `formTitle` and the answers stay as submitted. */
export default class FormSubmission extends compose(BaseModel, TenantRecord) {
  @column()
  declare formId: number | null

  @column()
  declare formTitle: string

  @column()
  declare formVersion: string

  @jsonColumn()
  declare answers: SubmittedAnswer[]

  @column.dateTime()
  declare readAt: DateTime | null
}
