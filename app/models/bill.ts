import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TenantRecord } from '#models/mixins/tenant_record'
import { BelongsToCustomer } from '#models/mixins/belongs_to_customer'
import { MoneyTotals } from '#models/mixins/money_totals'

import Order from '#models/order'
import Booking from '#models/booking'

/**
 * The bill of an order or a booking, numbered per website: a simplified tax invoice, or a plain
 * receipt when the merchant does not issue tax invoices (see #services/invoices/tax_mode).
 */
export default class Bill extends compose(BaseModel, TenantRecord, BelongsToCustomer, MoneyTotals) {
  @column()
  declare number: number

  @column()
  declare orderId: number | null

  @column()
  declare bookingId: number | null

  @column()
  declare status: 'paid' | 'unpaid'

  @column()
  declare paymentMethod: string

  @column()
  declare sellerName: string

  @column()
  declare sellerVatNumber: string | null

  @column()
  declare sellerCrNumber: string | null

  @column()
  declare sellerAddress: string | null

  @column()
  declare sellerPhone: string | null

  @column()
  declare sellerEmail: string | null

  /** 'tax': a simplified tax invoice; 'receipt': a plain receipt (no VAT number, no VAT lines, no QR) */
  @column()
  declare kind: 'tax' | 'receipt'

  /** the ZATCA phase-1 payload of a tax invoice; empty on a receipt */
  @column()
  declare zatcaQr: string

  @column.dateTime()
  declare issuedAt: DateTime

  @column.dateTime()
  declare paidAt: DateTime | null

  /** the gateway's payment id when paid online (Moyasar) */
  @column()
  declare paymentId: string | null

  /** halalas refunded through the gateway (a credit note of that amount) */
  @column()
  declare refunded: number

  @column.dateTime()
  declare refundedAt: DateTime | null

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Booking)
  declare booking: BelongsTo<typeof Booking>
}
