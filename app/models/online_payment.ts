// One payment tried through Moyasar for an order or a booking, as last fetched with the secret key.
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class OnlinePayment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteId: number

  @column()
  declare orderId: number | null

  @column()
  declare bookingId: number | null

  @column()
  declare paymentId: string

  @column()
  declare method: string

  @column()
  declare status: string

  @column()
  declare amount: number

  @column()
  declare currency: string

  @column()
  declare refunded: number

  @column()
  declare message: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
