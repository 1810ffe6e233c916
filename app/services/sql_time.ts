import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/**
 * A timestamp as the default connection's dialect stores it (what Lucid writes for a DateTime column),
 * for raw queries and query-builder writes that bypass the models.
 */
export function sqlDateTime(value: DateTime) {
  return value.toFormat(db.connection().dialect.dateTimeFormat)
}
