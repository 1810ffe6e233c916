import { BaseSchema } from '@adonisjs/lucid/schema'
import { foldArabic } from '#services/arabic_text'

/**
 * The storefront's catalogue queries: listing indexes for products and services (active rows of one
 * website in display order), and the folded search column filled for every existing row, so the
 * product search is a plain SQL `like` on `search_text` on SQLite and PostgreSQL alike. New and edited
 * rows keep it in step through the models' beforeSave hooks.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('products', (table) => {
      table.index(['website_id', 'is_active', 'sort_order'], 'products_storefront_listing_index')
    })
    this.schema.alterTable('services', (table) => {
      table.index(['website_id', 'is_active', 'sort_order'], 'services_storefront_listing_index')
    })

    this.defer(async (db) => {
      for (const tableName of ['products', 'services']) {
        const rows: { id: number; name: string; keywords: string | null }[] = await db
          .from(tableName)
          .select('id', 'name', 'keywords')
        for (const row of rows) {
          await db
            .from(tableName)
            .where('id', row.id)
            .update({ search_text: foldArabic(`${row.name} ${row.keywords ?? ''}`) })
        }
      }
    })
  }

  async down() {
    this.schema.alterTable('products', (table) => {
      table.dropIndex(
        ['website_id', 'is_active', 'sort_order'],
        'products_storefront_listing_index'
      )
    })
    this.schema.alterTable('services', (table) => {
      table.dropIndex(
        ['website_id', 'is_active', 'sort_order'],
        'services_storefront_listing_index'
      )
    })
  }
}
