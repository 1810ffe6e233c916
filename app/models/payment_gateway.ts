// A website's Moyasar account: the publishable key, the secret key encrypted, the webhook's token.
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class PaymentGateway extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column()
  declare provider: 'moyasar'

  @column()
  declare mode: 'test' | 'live'

  @column()
  declare publishableKey: string

  @column({ serializeAs: null })
  declare secretKeyEncrypted: string

  @column({ columnName: 'secret_key_last4' })
  declare secretKeyLast4: string

  @column({ serializeAs: null })
  declare webhookTokenEncrypted: string

  @column.dateTime()
  declare verifiedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
