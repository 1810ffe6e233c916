// The merchant API's own tables: the owner's API keys, idempotency records, webhook endpoints and deliveries.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * API keys a website's owner creates in the dashboard (hashed, with scopes, revocable), the answers kept
 * for an Idempotency-Key (24 h per key holder), and webhooks: the endpoints a website registers and each
 * delivery of an event to one of them (sent by a durable job). Times are epoch milliseconds in bigints,
 * as in the jobs table: compared in SQL the same way on SQLite and PostgreSQL.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('api_keys', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('name', 100).notNullable()
      // a JSON array of scopes (orders:read, orders:write, ...)
      table.text('scopes').notNullable()
      // sha256 of the key: the key itself is shown once and never stored
      table.string('token_hash', 64).notNullable().unique()
      // its last four characters, to tell keys apart in the list
      table.string('hint', 8).notNullable()
      table.bigInteger('last_used_at').nullable()
      table.bigInteger('revoked_at').nullable()
      table.bigInteger('created_at').notNullable()
      table.index(['website_id', 'id'])
    })

    this.schema.createTable('idempotency_keys', (table) => {
      table.increments('id')
      // who sent it: `key:<api key id>` or `customer:<id>`
      table.string('holder', 60).notNullable()
      table.string('key', 255).notNullable()
      // sha256 of the method, the route and the body
      table.string('request_hash', 64).notNullable()
      // null while the first request is running
      table.integer('status_code').nullable()
      table.text('response_body').nullable()
      table.string('location', 500).nullable()
      table.bigInteger('created_at').notNullable()
      table.bigInteger('expires_at').notNullable()
      table.unique(['holder', 'key'])
      table.index(['expires_at'])
    })

    this.schema.createTable('webhook_endpoints', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.string('url', 2000).notNullable()
      // a JSON array of event names
      table.text('events').notNullable()
      // the signing secret (whsec_...), encrypted with the app key
      table.text('secret').notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.bigInteger('created_at').notNullable()
      table.bigInteger('updated_at').notNullable()
      table.index(['website_id', 'id'])
    })

    this.schema.createTable('webhook_deliveries', (table) => {
      table.increments('id')
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table
        .integer('endpoint_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('webhook_endpoints')
        .onDelete('CASCADE')
      table.string('event', 50).notNullable()
      // the webhook-id header: the same for every attempt and every "send again"
      table.string('message_id', 40).notNullable()
      table.text('payload').notNullable()
      // pending (waiting for an attempt), succeeded or failed (gave up after 24 h)
      table.string('status', 10).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('response_status').nullable()
      table.string('response_excerpt', 500).nullable()
      table.bigInteger('last_attempt_at').nullable()
      table.bigInteger('created_at').notNullable()
      table.index(['endpoint_id', 'id'])
      table.index(['website_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('webhook_deliveries')
    this.schema.dropTable('webhook_endpoints')
    this.schema.dropTable('idempotency_keys')
    this.schema.dropTable('api_keys')
  }
}
