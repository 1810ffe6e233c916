import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The seller's address and contact as they were when the bill was issued (printed on the tax invoice).
 */
export default class extends BaseSchema {
  protected tableName = 'bills'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('seller_address', 300).nullable()
      table.string('seller_phone', 20).nullable()
      table.string('seller_email', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('seller_address')
      table.dropColumn('seller_phone')
      table.dropColumn('seller_email')
    })
  }
}
