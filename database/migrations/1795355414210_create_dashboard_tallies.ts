// The dashboard's tallies: orders and bookings per status and per Saudi day, visits per Saudi day.
import { BaseSchema } from '@adonisjs/lucid/schema'
import { rebuildTallies } from '#services/dashboard/tallies'

/**
 * A merchant with 100,000 orders made every dashboard visit count them all (the list's total, its
 * status tabs, the navigation's pending badge, the overview's figures) and group every visit of 30 days
 * for the overview's chart. These tables hold those figures, kept exact by triggers in the statement
 * that changes a row, so every writer (checkout, the desk, an import, a test's factory, a bulk insert)
 * keeps them, in its own transaction:
 *
 * - purchase_counts: rows of a website per kind ('order', 'booking') and status;
 * - purchase_days: the same per Saudi day of created_at, with their total (the overview's sales);
 * - visit_days: storefront visits per site and Saudi day (the overview's chart).
 *
 * Saudi days: the Kingdom keeps UTC+3 all year (no daylight saving), as the dashboard's day grouping
 * already assumed. SQLite fires a trigger per row; PostgreSQL once per statement with the statement's
 * rows (transition tables), so a multi-row insert is one grouped upsert. A delete only lowers figures
 * (never inserts): when a website is deleted, the cascade may remove its tallies first.
 */
const KINDS = [
  { table: 'orders', kind: 'order' },
  { table: 'bookings', kind: 'booking' },
] as const

const SQLITE_DAY = (row: string) => `date(${row}.created_at, '+180 minutes')`
const PG_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD')`

/** SQLite: what one row adds (sign 1) or removes (sign -1). */
function sqliteRowTally(table: string, kind: string, row: 'NEW' | 'OLD', sign: 1 | -1) {
  if (table === 'visits') {
    return sign === 1
      ? `INSERT INTO visit_days (website_id, site, day, count)
         VALUES (NEW.website_id, NEW.site, ${SQLITE_DAY('NEW')}, 1)
         ON CONFLICT (website_id, site, day) DO UPDATE SET count = count + 1;`
      : `UPDATE visit_days SET count = count - 1
         WHERE website_id = OLD.website_id AND site = OLD.site AND day = ${SQLITE_DAY('OLD')};`
  }
  if (sign === 1) {
    return `INSERT INTO purchase_counts (website_id, kind, status, count)
      VALUES (NEW.website_id, '${kind}', NEW.status, 1)
      ON CONFLICT (website_id, kind, status) DO UPDATE SET count = count + 1;
      INSERT INTO purchase_days (website_id, kind, day, status, count, total)
      VALUES (NEW.website_id, '${kind}', ${SQLITE_DAY('NEW')}, NEW.status, 1, NEW.total)
      ON CONFLICT (website_id, kind, day, status)
      DO UPDATE SET count = count + 1, total = total + excluded.total;`
  }
  return `UPDATE purchase_counts SET count = count - 1
    WHERE website_id = ${row}.website_id AND kind = '${kind}' AND status = ${row}.status;
    UPDATE purchase_days SET count = count - 1, total = total - ${row}.total
    WHERE website_id = ${row}.website_id AND kind = '${kind}' AND day = ${SQLITE_DAY(row)}
      AND status = ${row}.status;`
}

function sqliteTriggers(table: string, kind: string, columns: string[]) {
  const changed = columns.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ')
  return [
    `CREATE TRIGGER ${table}_tally_insert AFTER INSERT ON ${table} BEGIN
      ${sqliteRowTally(table, kind, 'NEW', 1)} END`,
    `CREATE TRIGGER ${table}_tally_delete AFTER DELETE ON ${table} BEGIN
      ${sqliteRowTally(table, kind, 'OLD', -1)} END`,
    `CREATE TRIGGER ${table}_tally_update AFTER UPDATE OF ${columns.join(', ')} ON ${table}
      WHEN ${changed} BEGIN
      ${sqliteRowTally(table, kind, 'OLD', -1)}
      ${sqliteRowTally(table, kind, 'NEW', 1)} END`,
  ]
}

/**
 * PostgreSQL: the statement's changes as signed rows (`delta`), grouped into the tallies. Rows an
 * UPDATE left as they were (same website, status, total and time) are not counted at all.
 */
function pgDelta(columns: string[]) {
  const list = columns.join(', ')
  const was = columns.map((column) => `o.${column}`).join(', ')
  const is = columns.map((column) => `n.${column}`).join(', ')
  return {
    INSERT: `SELECT ${list}, 1 AS sign FROM new_rows`,
    DELETE: `SELECT ${list}, -1 AS sign FROM old_rows`,
    UPDATE: `SELECT ${was}, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (${was}) IS DISTINCT FROM (${is})
      UNION ALL SELECT ${is}, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (${was}) IS DISTINCT FROM (${is})`,
  }
}

/** One tally table's statement: an upsert of the grouped deltas, or (deletes) an update only. */
function pgApply(
  delta: string,
  target: string,
  keys: { name: string; value: string }[],
  sums: { name: string; value: string }[],
  upsert: boolean
) {
  const keyNames = keys.map((key) => key.name).join(', ')
  const grouped = `SELECT ${keys.map((key) => `${key.value} AS ${key.name}`).join(', ')},
      ${sums.map((sum) => `SUM(${sum.value}) AS ${sum.name}`).join(', ')}
    FROM delta GROUP BY ${keys.map((_, index) => index + 1).join(', ')}`
  if (upsert) {
    // ordered, so two statements lock the tally rows they share in the same order
    return `WITH delta AS (${delta}) INSERT INTO ${target} AS t (${keyNames}, ${sums.map((s) => s.name).join(', ')})
      SELECT * FROM (${grouped}) g WHERE ${sums.map((s) => `g.${s.name} <> 0`).join(' OR ')}
      ORDER BY ${keyNames}
      ON CONFLICT (${keyNames}) DO UPDATE SET
        ${sums.map((s) => `${s.name} = t.${s.name} + excluded.${s.name}`).join(', ')};`
  }
  return `WITH delta AS (${delta}) UPDATE ${target} AS t SET
      ${sums.map((s) => `${s.name} = t.${s.name} + g.${s.name}`).join(', ')}
    FROM (${grouped}) g WHERE ${keys.map((key) => `t.${key.name} = g.${key.name}`).join(' AND ')};`
}

function pgFunction(table: string, kind: string, columns: string[]) {
  const deltas = pgDelta(columns)
  const body = (op: keyof typeof deltas) => {
    const upsert = op !== 'DELETE'
    if (table === 'visits') {
      return pgApply(
        deltas[op],
        'visit_days',
        [
          { name: 'website_id', value: 'website_id' },
          { name: 'site', value: 'site' },
          { name: 'day', value: PG_DAY('created_at') },
        ],
        [{ name: 'count', value: 'sign' }],
        upsert
      )
    }
    const owner = [
      { name: 'website_id', value: 'website_id' },
      { name: 'kind', value: `'${kind}'` },
    ]
    return [
      pgApply(
        deltas[op],
        'purchase_counts',
        [...owner, { name: 'status', value: 'status' }],
        [{ name: 'count', value: 'sign' }],
        upsert
      ),
      pgApply(
        deltas[op],
        'purchase_days',
        [
          ...owner,
          { name: 'day', value: PG_DAY('created_at') },
          { name: 'status', value: 'status' },
        ],
        [
          { name: 'count', value: 'sign' },
          { name: 'total', value: 'sign * total' },
        ],
        upsert
      ),
    ].join('\n')
  }
  return `CREATE FUNCTION ${table}_tally() RETURNS trigger LANGUAGE plpgsql AS $tally$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${body('INSERT')}
      ELSIF TG_OP = 'DELETE' THEN ${body('DELETE')}
      ELSE ${body('UPDATE')}
      END IF;
      RETURN NULL;
    END $tally$`
}

function pgTriggers(table: string, kind: string, columns: string[]) {
  return [
    pgFunction(table, kind, columns),
    `CREATE TRIGGER ${table}_tally_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_tally()`,
    `CREATE TRIGGER ${table}_tally_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_tally()`,
    `CREATE TRIGGER ${table}_tally_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_tally()`,
  ]
}

const TALLIED = [
  ...KINDS.map(({ table, kind }) => ({
    table,
    kind,
    columns: ['website_id', 'status', 'total', 'created_at'],
  })),
  { table: 'visits', kind: '', columns: ['website_id', 'site', 'created_at'] },
]

export default class extends BaseSchema {
  async up() {
    const website = (table: any) =>
      table
        .integer('website_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('websites')
        .onDelete('CASCADE')

    this.schema.createTable('purchase_counts', (table) => {
      website(table)
      table.string('kind', 10).notNullable()
      table.string('status', 10).notNullable()
      table.integer('count').notNullable().defaultTo(0)
      table.primary(['website_id', 'kind', 'status'])
    })
    this.schema.createTable('purchase_days', (table) => {
      website(table)
      table.string('kind', 10).notNullable()
      // YYYY-MM-DD, the Saudi day of created_at
      table.string('day', 10).notNullable()
      table.string('status', 10).notNullable()
      table.integer('count').notNullable().defaultTo(0)
      // halalas, VAT included: a year of a busy shop passes 32 bits
      table.bigInteger('total').notNullable().defaultTo(0)
      table.primary(['website_id', 'kind', 'day', 'status'])
    })
    this.schema.createTable('visit_days', (table) => {
      website(table)
      table.string('site', 10).notNullable()
      table.string('day', 10).notNullable()
      table.integer('count').notNullable().defaultTo(0)
      table.primary(['website_id', 'site', 'day'])
    })

    this.defer(async (db) => {
      const postgres = db.dialect.name === 'postgres'
      // the triggers first: on PostgreSQL creating one waits for the writes in flight on its table
      // and holds new ones until this migration commits, so the fill below misses no row
      for (const { table, kind, columns } of TALLIED) {
        const statements = postgres
          ? pgTriggers(table, kind, columns)
          : sqliteTriggers(table, kind, columns)
        for (const statement of statements) await db.rawQuery(statement)
      }
      await rebuildTallies(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      const postgres = db.dialect.name === 'postgres'
      for (const { table } of TALLIED) {
        for (const event of ['insert', 'delete', 'update']) {
          await db.rawQuery(
            `DROP TRIGGER IF EXISTS ${table}_tally_${event}${postgres ? ` ON ${table}` : ''}`
          )
        }
        if (postgres) await db.rawQuery(`DROP FUNCTION IF EXISTS ${table}_tally()`)
      }
    })
    this.schema.dropTable('visit_days')
    this.schema.dropTable('purchase_days')
    this.schema.dropTable('purchase_counts')
  }
}
