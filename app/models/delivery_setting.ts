// How a website delivers its orders (issue 36 item 4): fee, free delivery, pick-up, requested date and slot.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { TenantRecord } from '#models/mixins/tenant_record'
import { booleanColumn, jsonColumn } from '#models/columns'
import type { WeekDay } from '#models/branch'

export const FEE_MODES = ['flat', 'city'] as const
export type FeeMode = (typeof FEE_MODES)[number]

/** What a city missing from the list of a per-city fee pays: the flat fee, or no delivery there. */
export const OTHER_CITIES = ['flat', 'refuse'] as const
export type OtherCities = (typeof OTHER_CITIES)[number]

export interface CityFee {
  city: string
  /** halalas, VAT included */
  fee: number
}

/**
 * One row per website, created when the merchant first saves the delivery page; until then the
 * defaults of DeliverySettings.defaults apply (delivery on, fee 0). Amounts are halalas, VAT included.
 */
export default class DeliverySetting extends compose(BaseModel, TenantRecord) {
  static table = 'delivery_settings'

  @booleanColumn()
  declare deliveryEnabled: boolean

  @column()
  declare feeMode: FeeMode

  @column()
  declare flatFee: number

  @jsonColumn()
  declare cityFees: CityFee[]

  @column()
  declare otherCities: OtherCities

  /** free delivery when the products come to this amount or more; null: never free */
  @column()
  declare freeAbove: number | null

  @booleanColumn()
  declare pickupEnabled: boolean

  /** whether the customer picks a date and a time slot */
  @booleanColumn()
  declare schedulingEnabled: boolean

  /** whole days between today and the first date a customer may ask for */
  @column()
  declare leadDays: number

  /** 'HH:mm-HH:mm', in the day's order */
  @jsonColumn()
  declare timeSlots: string[]

  /** the days the store delivers nothing (the Saudi week: Friday) */
  @jsonColumn()
  declare closedDays: WeekDay[]
}
