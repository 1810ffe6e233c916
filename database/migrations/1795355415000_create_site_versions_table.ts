// The content version of each website, bumped with every save its public pages show.
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row a website: `version` grows with each save of data its public pages show, in the save's own
 * transaction; `changed_ms` is when (epoch milliseconds, the app's clock). Every app process reads the
 * rows changed lately twice a second, so a kept page older than the last save is dropped even when the
 * invalidation message (Redis, or the cluster's primary) never arrived.
 */
export default class extends BaseSchema {
  protected tableName = 'site_versions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('website_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')
      table.bigInteger('version').notNullable().defaultTo(0)
      table.bigInteger('changed_ms').notNullable().index('site_versions_changed_ms_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
