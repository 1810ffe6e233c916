import { column } from '@adonisjs/lucid/orm'

/**
 * SQLite returns booleans as 0/1 and JSON as text; PostgreSQL returns real booleans and parsed JSON.
 * These column decorators make both look the same to the app.
 */
export const booleanColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({ ...options, consume: (value: unknown) => Boolean(value) })

export const jsonColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    prepare: (value: unknown) => JSON.stringify(value ?? null),
    consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
  })
