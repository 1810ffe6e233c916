// A field set a form has shown, kept by its hash so a submission is checked against what was shown.
import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { BelongsToWebsite } from '#models/mixins/belongs_to_website'
import { jsonColumn } from '#models/columns'
import type { FieldSnapshot } from '#services/forms/field_types'

export default class FormVersion extends compose(BaseModel, BelongsToWebsite) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare formId: number

  @column()
  declare hash: string

  @jsonColumn()
  declare fields: FieldSnapshot[]

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
