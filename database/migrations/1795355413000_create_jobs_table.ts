import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The durable job queue (app/services/jobs): mails, backups and other work done after a request, kept in
 * the database so a restart or a crash loses none. Times are epoch milliseconds in bigints: claims compare
 * them in SQL, and numbers compare the same way on SQLite and PostgreSQL whatever the server's time zone.
 */
export default class extends BaseSchema {
  protected tableName = 'jobs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.text('payload').notNullable()
      // pending (waiting or running), done or failed
      table.string('status', 10).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable()
      table.bigInteger('run_at').notNullable()
      // a claim's lease: a job whose process died is taken again once it passes
      table.bigInteger('locked_until').nullable()
      table.string('locked_by', 100).nullable()
      table.text('last_error').nullable()
      // a job that is pointless after this moment (a reset link that expired) is failed, not run
      table.bigInteger('expires_at').nullable()
      // one row per key: a recurring job's slot is inserted by every process, stored once
      table.string('unique_key', 150).nullable().unique()
      table.bigInteger('created_at').notNullable()
      table.bigInteger('finished_at').nullable()
      table.index(['status', 'run_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
