import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Online payments through Moyasar (issue 29): a website's gateway keys (the secret key encrypted), every
 * payment tried for an order or a booking, the webhook events already handled (idempotency), the refunds;
 * and on bills the gateway's payment id and the amount refunded, on purchase events the amount moved.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payment_gateways', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('provider', 20).notNullable().defaultTo('moyasar')
      // test or live, read from the keys' prefixes
      table.string('mode', 10).notNullable()
      table.string('publishable_key', 200).notNullable()
      // encryption.encrypt(secret key): never sent to a browser or an API answer
      table.text('secret_key_encrypted').notNullable()
      table.string('secret_key_last4', 4).notNullable()
      // encryption.encrypt(the webhook's secret_token), made by us and pasted by the merchant into Moyasar
      table.text('webhook_token_encrypted').notNullable()
      table.timestamp('verified_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['website_id'])
    })

    this.schema.createTable('online_payments', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
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
      // the gateway's payment id: one payment pays at most one order of one website
      table.string('payment_id', 64).notNullable()
      table.string('method', 20).notNullable()
      // the payment's status as last fetched from the gateway with the secret key
      table.string('status', 20).notNullable()
      table.integer('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.integer('refunded').notNullable().defaultTo(0)
      table.string('message', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['website_id', 'payment_id'])
      table.index(['website_id', 'order_id'])
      table.index(['website_id', 'booking_id'])
    })

    this.schema.createTable('payment_webhook_events', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      // the event's own id: a delivery seen twice is handled once
      table.string('event_id', 64).notNullable()
      table.string('type', 40).notNullable()
      table.string('payment_id', 64).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['website_id', 'event_id'])
    })

    this.schema.alterTable('bills', (table) => {
      table.string('payment_id', 64).nullable()
      table.integer('refunded').notNullable().defaultTo(0)
      table.timestamp('refunded_at', { useTz: true }).nullable()
    })

    this.schema.alterTable('purchase_events', (table) => {
      // a refund's amount in halalas
      table.integer('amount').nullable()
    })
  }

  async down() {
    this.schema.alterTable('purchase_events', (table) => table.dropColumn('amount'))
    this.schema.alterTable('bills', (table) => {
      table.dropColumn('payment_id')
      table.dropColumn('refunded')
      table.dropColumn('refunded_at')
    })
    this.schema.dropTable('payment_webhook_events')
    this.schema.dropTable('online_payments')
    this.schema.dropTable('payment_gateways')
  }
}
