import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlDateTime } from '#services/sql_time'
import { Backups, databaseKind } from '#services/backups/backups'
import { ordersChecksum, tableNames, withDatabase } from '#services/backups/facts'
import { RestoreRefused, restoreBackup, type RestoreTarget } from '#services/backups/restore'
import { countFiles, uploadsLocation } from '#services/backups/tools'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function maxOrderId(client = db.connection()) {
  const [row] = await client.from('orders').max('id as max')
  return Number(row.max ?? 0)
}

/**
 * Writes orders of the demo website, each with its line in one transaction, until stopped: the load a
 * backup is taken under. Counts what it committed.
 */
function orderWriter(firstNumber: number) {
  const state = { stop: false, written: 0, done: Promise.resolve() }
  state.done = (async () => {
    const website = await db.from('websites').where('username', 'demo').firstOrFail()
    const customer = await db.from('customers').where('website_id', website.id).firstOrFail()
    const product = await db.from('products').where('website_id', website.id).firstOrFail()
    while (!state.stop) {
      const now = sqlDateTime(DateTime.now())
      await db.transaction(async (trx) => {
        const [order] = await trx
          .insertQuery()
          .table('orders')
          .returning('id')
          .insert({
            website_id: website.id,
            customer_id: customer.id,
            number: firstNumber + state.written,
            status: 'pending',
            payment_method: 'cod',
            subtotal: 10_000,
            vat: 1_500,
            total: 11_500,
            created_at: now,
            updated_at: now,
          })
        await trx
          .insertQuery()
          .table('order_items')
          .insert({
            website_id: website.id,
            order_id: typeof order === 'object' ? order.id : order,
            product_id: product.id,
            item_name: 'منتج اختبار النسخ الاحتياطي',
            unit_price: 10_000,
            quantity: 1,
            total_price: 10_000,
            created_at: now,
            updated_at: now,
          })
      })
      state.written++
      await sleep(1)
    }
  })()
  return state
}

test.group('Backups', () => {
  test('a backup taken while orders are written restores into a fresh database as of its moment', async ({
    assert,
  }) => {
    const kind = databaseKind()
    const scratch = app.tmpPath(`backup-test-${process.pid}`)
    const uploads = uploadsLocation()!
    const uploaded = join(uploads, `backup-test-${process.pid}.txt`)
    const restoredDb = `safhati_restore_${process.pid}`
    const target: RestoreTarget =
      kind === 'sqlite'
        ? { sqlitePath: join(scratch, 'restored.sqlite3'), uploadsDir: join(scratch, 'uploads') }
        : { pgDatabase: restoredDb, uploadsDir: join(scratch, 'uploads') }
    const startMax = await maxOrderId()
    await mkdir(uploads, { recursive: true })
    await writeFile(uploaded, 'صورة منتج')
    if (kind === 'pg') await db.rawQuery(`CREATE DATABASE ${restoredDb}`)

    const writer = orderWriter(900_000 + (startMax % 1000) * 1000)
    try {
      while (writer.written < 20) await sleep(5)
      const before = writer.written
      // a few pages a step on SQLite: writes land between the steps and restart the copy
      const backup = await Backups.create({ dir: join(scratch, 'backups'), sqlitePagesPerStep: 5 })
      const during = writer.written - before
      while (writer.written < before + during + 10) await sleep(5)
      writer.stop = true
      await writer.done
      assert.isAbove(during, 0, 'orders were written while the backup ran')

      const restored = await restoreBackup(backup.path, target)
      assert.equal(restored.manifest.database, kind)

      await withDatabase(target, async (copy) => {
        // the snapshot holds the orders committed before its moment and none after
        const upTo = await maxOrderId(copy)
        assert.isAbove(upTo, startMax)
        assert.isBelow(upTo, await maxOrderId())

        // every table as the source was at that moment
        const tables = await tableNames(db.connection())
        assert.deepEqual(await tableNames(copy), tables)
        for (const table of tables) {
          const source = db.from(table).count('* as total')
          if (table === 'orders') source.where('id', '<=', upTo)
          if (table === 'order_items') source.where('order_id', '<=', upTo)
          const [expected] = await source
          const [actual] = await copy.from(table).count('* as total')
          assert.equal(Number(actual.total), Number(expected.total), `rows of ${table}`)
          assert.equal(backup.manifest.tables[table], Number(expected.total), `manifest: ${table}`)
        }
        const checksum = await ordersChecksum(db.connection(), upTo)
        assert.equal(await ordersChecksum(copy), checksum)
        assert.equal(backup.manifest.ordersChecksum, checksum)
        // an order and its line are never split by the snapshot
        const [orders] = await copy.from('orders').where('id', '>', startMax).count('* as n')
        const [lines] = await copy
          .from('order_items')
          .where('order_id', '>', startMax)
          .count('* as n')
        assert.isAbove(Number(orders.n), 0)
        assert.equal(Number(lines.n), Number(orders.n))
      })

      // the uploads came back, and the manifest says how many
      assert.equal(
        await readFile(join(target.uploadsDir!, `backup-test-${process.pid}.txt`), 'utf8'),
        'صورة منتج'
      )
      assert.equal(await countFiles(target.uploadsDir!), backup.manifest.uploads)

      // restoring over a database that is not empty is refused, and changes nothing
      await assert.rejects(() => restoreBackup(backup.path, target), RestoreRefused)
    } finally {
      writer.stop = true
      await writer.done
      await db.from('order_items').where('order_id', '>', startMax).delete()
      await db.from('orders').where('id', '>', startMax).delete()
      await rm(uploaded, { force: true })
      await rm(scratch, { recursive: true, force: true })
      if (kind === 'pg') await db.rawQuery(`DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`)
    }
  }).timeout(120_000)

  test('the retention count keeps the newest backups only', async ({ assert }) => {
    const dir = app.tmpPath(`backup-keep-${process.pid}`)
    try {
      await mkdir(dir, { recursive: true })
      const names = ['20261120', '20261121', '20261122', '20261123'].map(
        (day) => `safhati-${day}-030000-000.tar.gz`
      )
      for (const name of [...names, 'notes.txt']) await writeFile(join(dir, name), '')
      const pruned = await Backups.prune(dir, 2)
      assert.deepEqual(pruned, names.slice(0, 2))
      for (const name of names.slice(2)) assert.isTrue(existsSync(join(dir, name)))
      assert.isTrue(existsSync(join(dir, 'notes.txt')))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
