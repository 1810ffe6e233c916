import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The tenant: a merchant website, public at /c/{username} and /o/{username}.
 */
export default class extends BaseSchema {
  protected tableName = 'websites'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('plan_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('plans')
        .onDelete('RESTRICT')
      table.string('username', 30).notNullable().unique()
      table.string('name_ar', 100).notNullable()
      table.string('name_en', 100).nullable()
      table.string('description', 500).nullable()
      table.string('logo').nullable()
      table.string('activity_type', 20).nullable()
      table.string('facebook_link').nullable()
      table.string('twitter_link').nullable()
      table.string('instagram_link').nullable()
      table.string('snapchat_link').nullable()
      table.string('whatsapp_number', 15).nullable()
      table.string('contact_email', 100).nullable()
      table.string('contact_phone', 15).nullable()
      // seller data printed on tax invoices
      table.string('legal_name', 150).nullable()
      table.string('vat_number', 15).nullable()
      table.string('cr_number', 10).nullable()
      table.string('legal_address', 255).nullable()
      // colours and images of background, header and footer, applied as CSS variables
      table.json('design').notNullable()
      table.string('default_theme', 20).notNullable().defaultTo('theme-1')
      table.boolean('support_content').notNullable().defaultTo(true)
      table.boolean('not_found').notNullable().defaultTo(false)
      table.timestamp('plan_expires_at', { useTz: true }).nullable()
      // per-website sequences, incremented under a row lock
      table.integer('last_order_number').notNullable().defaultTo(0)
      table.integer('last_booking_number').notNullable().defaultTo(0)
      table.integer('last_bill_number').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
