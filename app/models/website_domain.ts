// A custom domain of a website (issue 30 item 2): its ownership token, status and primary flag.
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'
import { TenantRecord } from '#models/mixins/tenant_record'
import { booleanColumn } from '#models/columns'

const DOMAIN_STATUSES = ['pending', 'verified', 'suspended'] as const
export type DomainStatus = (typeof DOMAIN_STATUSES)[number]

/**
 * A domain the merchant owns (shop.example.com). Served only while verified and the plan has
 * `custom_domain`; the primary one is the address every other host of the website answers 301 to.
 */
export default class WebsiteDomain extends compose(BaseModel, TenantRecord) {
  /** lowercase, ASCII (an IDN is stored as its punycode) */
  @column()
  declare domain: string

  @column({ serializeAs: null })
  declare txtToken: string

  @column()
  declare status: DomainStatus

  @booleanColumn()
  declare isPrimary: boolean

  @column.dateTime()
  declare verifiedAt: DateTime | null

  @column.dateTime()
  declare lastCheckedAt: DateTime | null

  @column.dateTime()
  declare failingSince: DateTime | null
}
