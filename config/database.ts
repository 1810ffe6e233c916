import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/**
 * SQLite is the default so a fresh clone runs with no database server; PostgreSQL is the production
 * database. Both run the same migrations.
 */
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: env.get('SQLITE_PATH') || app.tmpPath('db.sqlite3'),
      },
      useNullAsDefault: true,
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: { paths: ['database/seeders/main'] },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST', '127.0.0.1'),
        port: env.get('PG_PORT', 5432),
        user: env.get('PG_USER', 'postgres'),
        password: env.get('PG_PASSWORD', ''),
        database: env.get('PG_DB_NAME', 'safhati'),
      },
      pool: { min: 0, max: env.get('PG_POOL_MAX', 10) },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: { paths: ['database/seeders/main'] },
    },
  },
})

export default dbConfig
