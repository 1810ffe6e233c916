// Bills record whether they were issued as a tax invoice or as a plain receipt (issue 31, the tax switch).
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A bill's kind: 'tax' (simplified tax invoice: VAT number, VAT lines, ZATCA QR) or 'receipt' (a plain
 * receipt of a merchant whose plan has no tax invoices or who entered no VAT number). Bills issued
 * before the switch were all tax invoices.
 */
export default class extends BaseSchema {
  protected tableName = 'bills'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('kind', 10).notNullable().defaultTo('tax')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('kind')
    })
  }
}
