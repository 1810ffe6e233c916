import { BaseModel, afterDelete, afterSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import Website from '#models/website'
import { announceSave } from '#services/cache/announce_save'

/**
 * Tables no page of the page cache shows: a save there leaves the caches alone (an add-to-cart, an
 * order or a booking must not empty a site's cache). Carts, accounts, orders, bookings and their bills
 * are seen only by their customer and the merchant, on pages that are never kept; no public page shows
 * the staff. Every other tenant table's save announces 'website:changed'.
 */
const PRIVATE_TABLES = new Set([
  'carts',
  'cart_items',
  'reservation_carts',
  'reservation_cart_items',
  'visits',
  'contact_messages',
  'form_submissions',
  'customers',
  'customer_password_resets',
  'customer_login_codes',
  'addresses',
  'orders',
  'order_items',
  'bookings',
  'booking_items',
  'bills',
  'purchase_events',
  'representatives',
  'staff_invitations',
  'website_memberships',
])

/**
 * The tenant key. Every model of a website's data composes this mixin, so the column and the relation are
 * declared once; queries reach these rows through `website.related(...)`, never by a bare id.
 */
export const BelongsToWebsite = <Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) => {
  class TenantRow extends superclass {
    @column()
    declare websiteId: number

    @belongsTo(() => Website)
    declare website: BelongsTo<typeof Website>

    // a model save or delete is always announced, even by code that forgets websiteChanged()
    @afterSave()
    @afterDelete()
    static announceChange(row: TenantRow) {
      const table = (row.constructor as typeof BaseModel).table
      if (PRIVATE_TABLES.has(table)) return
      return announceSave(row, row.websiteId)
    }
  }
  return TenantRow
}
