// The events of the platform's own Moyasar webhook (plan payments), each handled once.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `platform_webhook_events`: one row per event the platform's webhook took (POST /billing/moyasar/webhook).
 * The event id is unique, so a replayed delivery inserts nothing and changes nothing. The websites'
 * own events stay in payment_webhook_events (unique per website).
 */
export default class extends BaseSchema {
  protected tableName = 'platform_webhook_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('event_id', 64).notNullable().unique()
      table.string('type', 40).notNullable()
      table.string('payment_id', 64).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
