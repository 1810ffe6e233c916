// Plan billing (issue 29 item 5): the paid periods of a website's plan and the payments made for them.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `subscriptions`: one row per paid period of a plan (active now, scheduled to start when the current
 * one ends, ended, or replaced by an upgrade). The website row keeps the plan in force (plan_id,
 * plan_expires_at) as the plan limits read it; these rows are its history and its schedule.
 *
 * `subscription_payments`: a checkout of the plan page (plan, period, amount computed on the server),
 * then the Moyasar payment that paid it (payment_id unique: one payment pays one checkout) and the
 * platform's tax invoice number, given once the payment is verified.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('subscriptions', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.integer('plan_id').unsigned().notNullable().references('id').inTable('plans')
      // monthly or yearly
      table.string('period', 16).notNullable()
      table.timestamp('starts_at').notNullable()
      table.timestamp('ends_at').notNullable()
      // active, scheduled, ended, replaced
      table.string('status', 16).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['website_id', 'status'])
      table.index(['status', 'ends_at'])
    })

    this.schema.createTable('subscription_payments', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.integer('plan_id').unsigned().notNullable().references('id').inTable('plans')
      table.string('period', 16).notNullable()
      // subscribe, renew, upgrade, downgrade
      table.string('kind', 16).notNullable()
      // halalas, VAT included
      table.integer('amount').notNullable()
      // pending, paid, failed
      table.string('status', 16).notNullable().defaultTo('pending')
      table.string('payment_id', 64).nullable().unique()
      table.string('message', 255).nullable()
      table
        .integer('subscription_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('subscriptions')
        .onDelete('SET NULL')
      table.integer('invoice_number').nullable().unique()
      table.timestamp('paid_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['website_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable('subscription_payments')
    this.schema.dropTable('subscriptions')
  }
}
