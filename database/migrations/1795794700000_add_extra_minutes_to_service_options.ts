// A service option's own duration (issue 36 item 3): the minutes it adds to the service, beside its extra price.
import { BaseSchema } from '@adonisjs/lucid/schema'

/** `service_options.extra_minutes`: added to the service's duration when a customer books this option. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('service_options', (table) => {
      table.integer('extra_minutes').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('service_options', (table) => {
      table.dropColumn('extra_minutes')
    })
  }
}
