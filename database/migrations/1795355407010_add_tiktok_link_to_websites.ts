import { BaseSchema } from '@adonisjs/lucid/schema'

/** The TikTok account among a website's social links (settings, DESIGN.md section 8). */
export default class extends BaseSchema {
  protected tableName = 'websites'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('tiktok_link').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('tiktok_link')
    })
  }
}
