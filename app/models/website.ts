import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, afterDelete, afterSave, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { WithTimestamps } from '#models/mixins/timestamps'
import { booleanColumn, jsonColumn } from '#models/columns'
import User from '#models/user'
import Plan from '#models/plan'
import Branch from '#models/branch'
import Section from '#models/section'
import Post from '#models/post'
import Page from '#models/page'
import Slide from '#models/slide'
import HomeSection from '#models/home_section'
import StoreCategory from '#models/store_category'
import Product from '#models/product'
import ServiceCategory from '#models/service_category'
import Service from '#models/service'
import Customer from '#models/customer'
import Order from '#models/order'
import Booking from '#models/booking'
import Bill from '#models/bill'
import LandingPage from '#models/landing_page'
import ContactMessage from '#models/contact_message'
import Visit from '#models/visit'
import { announceSave } from '#services/cache/announce_save'

export interface DesignPart {
  color: string
  textColor: string
  hoverColor: string
  image: string | null
}

export interface WebsiteDesign {
  primaryColor: string
  textColor: string
  background: DesignPart
  header: DesignPart
  footer: DesignPart
}

export const DEFAULT_THEME = 'theme-1'
/** The themes a website can choose (default_theme); the sites render theme-1 today. */
export const THEMES = [DEFAULT_THEME] as const

/** The parts of a page whose colours and image a merchant sets (design form, CSS variables). */
export const DESIGN_PARTS = ['background', 'header', 'footer'] as const

/** The platform defaults of SPEC.md: primary #328E6E, text #444, page background #FFFFFF. */
export function defaultDesign(): WebsiteDesign {
  return {
    primaryColor: '#328E6E',
    textColor: '#444444',
    background: { color: '#FFFFFF', textColor: '#444444', hoverColor: '#328E6E', image: null },
    header: { color: '#FFFFFF', textColor: '#444444', hoverColor: '#328E6E', image: null },
    footer: { color: '#1F2A2E', textColor: '#FFFFFF', hoverColor: '#7FD1AE', image: null },
  }
}

/**
 * The tenant. A merchant website, public at /c/{username} (content) and /o/{username} (storefront).
 */
export default class Website extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare planId: number

  @column()
  declare username: string

  @column()
  declare nameAr: string

  @column()
  declare nameEn: string | null

  @column()
  declare description: string | null

  @column()
  declare logo: string | null

  @column()
  declare activityType: string | null

  @column()
  declare facebookLink: string | null

  @column()
  declare twitterLink: string | null

  @column()
  declare instagramLink: string | null

  @column()
  declare snapchatLink: string | null

  @column()
  declare tiktokLink: string | null

  @column()
  declare whatsappNumber: string | null

  @column()
  declare contactEmail: string | null

  @column()
  declare contactPhone: string | null

  /** The contact details the store shows (issue 36): each one only when the merchant ticks it. */
  @booleanColumn()
  declare showPhone: boolean

  @booleanColumn()
  declare showEmail: boolean

  @booleanColumn()
  declare showWhatsapp: boolean

  @booleanColumn()
  declare showAddress: boolean

  @column()
  declare legalName: string | null

  @column()
  declare vatNumber: string | null

  @column()
  declare crNumber: string | null

  @column()
  declare legalAddress: string | null

  @jsonColumn()
  declare design: WebsiteDesign

  @column()
  declare defaultTheme: string

  @booleanColumn()
  declare supportContent: boolean

  @booleanColumn()
  declare notFound: boolean

  /** Open to visitors; until the merchant opens it, its public pages show "coming soon". */
  @booleanColumn()
  declare isOpen: boolean

  @column.dateTime()
  declare planExpiresAt: DateTime | null

  @column({ serializeAs: null })
  declare lastOrderNumber: number

  @column({ serializeAs: null })
  declare lastBookingNumber: number

  @column({ serializeAs: null })
  declare lastBillNumber: number

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare owner: BelongsTo<typeof User>

  @belongsTo(() => Plan)
  declare plan: BelongsTo<typeof Plan>

  @hasMany(() => Branch)
  declare branches: HasMany<typeof Branch>

  @hasMany(() => Section)
  declare sections: HasMany<typeof Section>

  @hasMany(() => Post)
  declare posts: HasMany<typeof Post>

  @hasMany(() => Page)
  declare pages: HasMany<typeof Page>

  @hasMany(() => Slide)
  declare slides: HasMany<typeof Slide>

  @hasMany(() => HomeSection)
  declare homeSections: HasMany<typeof HomeSection>

  @hasMany(() => StoreCategory)
  declare storeCategories: HasMany<typeof StoreCategory>

  @hasMany(() => Product)
  declare products: HasMany<typeof Product>

  @hasMany(() => ServiceCategory)
  declare serviceCategories: HasMany<typeof ServiceCategory>

  @hasMany(() => Service)
  declare services: HasMany<typeof Service>

  @hasMany(() => Customer)
  declare customers: HasMany<typeof Customer>

  @hasMany(() => Order)
  declare orders: HasMany<typeof Order>

  @hasMany(() => Booking)
  declare bookings: HasMany<typeof Booking>

  @hasMany(() => Bill)
  declare bills: HasMany<typeof Bill>

  @hasMany(() => LandingPage)
  declare landingPages: HasMany<typeof LandingPage>

  @hasMany(() => ContactMessage)
  declare contactMessages: HasMany<typeof ContactMessage>

  @hasMany(() => Visit)
  declare visits: HasMany<typeof Visit>

  // every save of the website row (settings, design, a plan change) reaches the caches of its pages
  @afterSave()
  @afterDelete()
  static announceChange(website: Website) {
    return announceSave(website, website.id)
  }

  /** Public basics every page of the website's sites receives (shared props stay small). */
  toBasics() {
    return {
      id: this.id,
      username: this.username,
      name: this.nameAr,
      logo: this.logo,
      supportContent: this.supportContent,
      defaultTheme: this.defaultTheme,
      design: this.design,
    }
  }
}

export type WebsiteBasics = ReturnType<Website['toBasics']>
