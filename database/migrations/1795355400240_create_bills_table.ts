import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Simplified tax invoices of orders and bookings, numbered per website, with the ZATCA QR payload.
 */
export default class extends BaseSchema {
  protected tableName = 'bills'

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
      table.integer('number').notNullable()
      table
        .integer('order_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table
        .integer('booking_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('bookings')
        .onDelete('CASCADE')
      table
        .integer('customer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('customers')
        .onDelete('RESTRICT')
      table.string('status', 10).notNullable().defaultTo('unpaid')
      table.string('payment_method', 20).notNullable()
      table.integer('subtotal').notNullable()
      table.integer('vat').notNullable()
      table.integer('total').notNullable()
      // seller as it was when the bill was issued
      table.string('seller_name', 150).notNullable()
      table.string('seller_vat_number', 15).nullable()
      table.string('seller_cr_number', 10).nullable()
      table.text('zatca_qr').notNullable()
      table.timestamp('issued_at', { useTz: true }).notNullable()
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['website_id', 'number'])
      table.unique(['website_id', 'order_id'])
      table.unique(['website_id', 'booking_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
