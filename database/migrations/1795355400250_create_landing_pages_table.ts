import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Menu (landing) pages at /l/{slug}. The slug is a public address like a username, so it is unique platform-wide.
 */
export default class extends BaseSchema {
  protected tableName = 'landing_pages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('slug', 60).notNullable().unique()
      table.string('title', 150).notNullable()
      table.string('title_en', 150).nullable()
      table.string('description', 500).nullable()
      table.string('logo').nullable()
      table.string('background_image').nullable()
      table.string('background_color', 20).notNullable().defaultTo('#FFFFFF')
      table.string('text_color', 20).notNullable().defaultTo('#444444')
      table.string('text_active_color', 20).notNullable().defaultTo('#328E6E')
      table.string('button_color', 20).notNullable().defaultTo('#328E6E')
      table.string('button_hover_color', 20).notNullable().defaultTo('#26715A')
      // contact and social links: website, another_website, snapchat, instagram, facebook, twitter, tiktok, youtube, linkedin, telegram, email, phone
      table.json('links').notNullable()
      table.boolean('enable_qr').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['website_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
