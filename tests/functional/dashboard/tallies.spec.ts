/*
| The dashboard's tallies (database/migrations/1795355414210_create_dashboard_tallies.ts): after every
| kind of write (a model save, a multi-row insert, a change of status through the desk, one UPDATE of
| many rows, a delete, a website deleted) each tally equals what counting the rows themselves gives,
| on SQLite (a trigger per row) and PostgreSQL (a trigger per statement), for every website.
*/
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import User from '#models/user'
import Website from '#models/website'
import { WebsiteFactory } from '#database/factories/website_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { VisitFactory } from '#database/factories/visit_factory'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { rebuildTallies, Tallies } from '#services/dashboard/tallies'
import { VisitRecorder } from '#services/store/visit_recorder'
import { sqlDateTime } from '#services/sql_time'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

/** A stored timestamp (a string on SQLite, a Date on PostgreSQL) as its Saudi day. */
function saudiDay(value: string | Date) {
  const at =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromSQL(value, { zone: 'utc' }).isValid
        ? DateTime.fromSQL(value, { zone: 'utc' })
        : DateTime.fromISO(value, { zone: 'utc' })
  return at.setZone('Asia/Riyadh').toISODate()!
}

/** What counting a website's orders or bookings gives, as the tallies hold it (no zero rows). */
async function counted(table: 'orders' | 'bookings', websiteId: number) {
  const rows: { status: string; total: number; created_at: string | Date }[] = await db
    .from(table)
    .where('website_id', websiteId)
    .select('status', 'total', 'created_at')
  const statuses: Record<string, number> = {}
  const days: Record<string, { count: number; total: number }> = {}
  for (const row of rows) {
    statuses[row.status] = (statuses[row.status] ?? 0) + 1
    const key = `${saudiDay(row.created_at)} ${row.status}`
    days[key] ??= { count: 0, total: 0 }
    days[key].count++
    days[key].total += Number(row.total)
  }
  return { statuses, days }
}

/** The tallies of a website's orders or bookings, rows of zero left out. */
async function tallied(kind: 'order' | 'booking', websiteId: number) {
  const statuses: Record<string, number> = {}
  for (const row of await db
    .from('purchase_counts')
    .where({ website_id: websiteId, kind })
    .select('status', 'count')) {
    if (Number(row.count) !== 0) statuses[row.status] = Number(row.count)
  }
  const days: Record<string, { count: number; total: number }> = {}
  for (const row of await db
    .from('purchase_days')
    .where({ website_id: websiteId, kind })
    .select('day', 'status', 'count', 'total')) {
    if (Number(row.count) !== 0 || Number(row.total) !== 0) {
      days[`${row.day} ${row.status}`] = { count: Number(row.count), total: Number(row.total) }
    }
  }
  return { statuses, days }
}

async function visitsCounted(websiteId: number) {
  const days: Record<string, number> = {}
  for (const row of await db
    .from('visits')
    .where('website_id', websiteId)
    .select('site', 'created_at')) {
    const key = `${row.site} ${saudiDay(row.created_at)}`
    days[key] = (days[key] ?? 0) + 1
  }
  return days
}

async function visitsTallied(websiteId: number) {
  const days: Record<string, number> = {}
  for (const row of await db.from('visit_days').where('website_id', websiteId)) {
    if (Number(row.count) !== 0) days[`${row.site} ${row.day}`] = Number(row.count)
  }
  return days
}

test.group('Dashboard tallies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('orders: every kind of write keeps the counts per status and per Saudi day exact', async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    const other = await WebsiteFactory.create()
    const owner = await User.findOrFail(website.userId)
    const customer = await CustomerFactory.merge({ websiteId: website.id }).create()
    const check = async (step: string) => {
      for (const site of [website, other]) {
        assert.deepEqual(await tallied('order', site.id), await counted('orders', site.id), step)
      }
    }

    // around midnight in Riyadh (21:00 UTC): the same UTC day is two Saudi days
    const orders = []
    for (const [at, status] of [
      ['2026-03-01T20:59:59', 'pending'],
      ['2026-03-01T21:00:00', 'pending'],
      ['2026-03-01T21:00:00', 'success'],
      ['2026-03-02T08:00:00', 'cancel'],
    ] as const) {
      orders.push(
        await OrderFactory.merge({
          websiteId: website.id,
          customerId: customer.id,
          status,
          createdAt: utc(at),
        }).create()
      )
    }
    await OrderFactory.merge({ websiteId: other.id, status: 'success' }).create()
    await check('model saves')
    assert.deepEqual((await tallied('order', website.id)).statuses, {
      pending: 2,
      success: 1,
      cancel: 1,
    })
    assert.deepEqual(Object.keys((await tallied('order', website.id)).days).sort(), [
      '2026-03-01 pending',
      '2026-03-02 cancel',
      '2026-03-02 pending',
      '2026-03-02 success',
    ])

    // one statement of several rows (the bulk inserts of an import or of bench:catalogue)
    const stamp = sqlDateTime(utc('2026-03-05T10:00:00'))
    await db.table('orders').multiInsert(
      [900001, 900002, 900003].map((number, index) => ({
        website_id: website.id,
        customer_id: customer.id,
        number,
        status: index === 2 ? 'success' : 'pending',
        payment_method: 'cod',
        subtotal: 1000,
        vat: 150,
        total: 1150 + index,
        created_at: stamp,
        updated_at: stamp,
      }))
    )
    await check('a multi-row insert')

    // the desk's confirmation and cancellation
    await PurchaseDesk.change(website, owner, 'order', orders[0].id, { status: 'success' })
    await PurchaseDesk.change(website, owner, 'order', orders[1].id, { status: 'cancel' })
    await check("the desk's changes")

    // one UPDATE of many rows, and a save that moves an order's total and day
    await db
      .from('orders')
      .where('website_id', website.id)
      .where('status', 'pending')
      .update({ status: 'cancel' })
    const moved = await Order.findOrFail(orders[2].id)
    moved.total = 777
    moved.createdAt = utc('2026-02-10T12:00:00')
    await moved.save()
    await check('updates')

    // a change of columns the tallies do not hold changes nothing
    const before = await tallied('order', website.id)
    await db.from('orders').where('website_id', website.id).update({ notes: 'ملاحظة' })
    assert.deepEqual(await tallied('order', website.id), before)

    // deletes: one row, then several in one statement
    await db.from('orders').where('id', orders[3].id).delete()
    await check('a delete')
    await db.from('orders').where('website_id', website.id).where('number', '>', 900000).delete()
    await check('a delete of several rows')
  })

  test('bookings are tallied apart from orders, by the day they were placed', async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    const booking = await BookingFactory.merge({
      websiteId: website.id,
      status: 'pending',
      createdAt: utc('2026-04-10T22:00:00'),
    }).create()
    await BookingFactory.merge({ websiteId: website.id, status: 'success' }).create()
    await OrderFactory.merge({ websiteId: website.id, status: 'pending' }).create()
    assert.deepEqual(await tallied('booking', website.id), await counted('bookings', website.id))
    assert.deepEqual(await Tallies.statusCounts(website.id, 'booking'), {
      pending: 1,
      success: 1,
      cancel: 0,
    })
    assert.deepEqual(await Tallies.allStatusCounts(website.id), {
      order: { pending: 1, success: 0, cancel: 0 },
      booking: { pending: 1, success: 1, cancel: 0 },
    })
    // 01:00 on 11 April in Riyadh
    assert.property((await tallied('booking', website.id)).days, '2026-04-11 pending')

    booking.status = 'cancel'
    await booking.save()
    assert.deepEqual(await tallied('booking', website.id), await counted('bookings', website.id))
    await booking.delete()
    assert.deepEqual(await tallied('booking', website.id), await counted('bookings', website.id))
  })

  test("visits: the recorder's batches, model saves and deletes keep the days exact", async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    const other = await WebsiteFactory.create()
    await VisitFactory.merge({
      websiteId: website.id,
      createdAt: utc('2026-05-01T20:59:00'),
    }).createMany(2)
    await VisitFactory.merge({ websiteId: website.id, createdAt: utc('2026-05-01T21:01:00') })
      .apply('content')
      .create()
    // the recorder's batch: one INSERT of every waiting view
    for (let i = 0; i < 5; i++) {
      await VisitRecorder.record(i < 4 ? website : other, { path: '/o/x', referrer: null })
    }
    await VisitRecorder.flush()
    for (const site of [website, other]) {
      assert.deepEqual(await visitsTallied(site.id), await visitsCounted(site.id))
    }
    const today = DateTime.now().setZone('Asia/Riyadh').toISODate()!
    assert.equal((await visitsTallied(website.id))[`order ${today}`], 4)
    assert.equal((await visitsTallied(website.id))['order 2026-05-01'], 2)
    assert.equal((await visitsTallied(website.id))['content 2026-05-02'], 1)
    const chart = await Tallies.visitsOfDays(website.id, '2026-05-01', today)
    assert.equal(chart.get('2026-05-01'), 2)
    assert.isUndefined(chart.get('2026-05-02'), 'the content site is not the storefront')

    await db.from('visits').where('website_id', website.id).where('path', '/o/x').delete()
    assert.deepEqual(await visitsTallied(website.id), await visitsCounted(website.id))
    assert.isUndefined((await visitsTallied(website.id))[`order ${today}`])
  })

  test('the fill counts every existing row again, and repairs a wrong tally', async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    await OrderFactory.merge({ websiteId: website.id, status: 'success' }).createMany(3)
    await BookingFactory.merge({ websiteId: website.id }).createMany(2)
    await VisitFactory.merge({ websiteId: website.id }).createMany(4)
    // what the migration found before any trigger: nothing
    await db.from('purchase_counts').where('website_id', website.id).update({ count: 999 })
    await db.from('visit_days').where('website_id', website.id).delete()
    assert.notDeepEqual(await tallied('order', website.id), await counted('orders', website.id))

    await db.transaction((trx) => rebuildTallies(trx))
    assert.deepEqual(await tallied('order', website.id), await counted('orders', website.id))
    assert.deepEqual(await tallied('booking', website.id), await counted('bookings', website.id))
    assert.deepEqual(await visitsTallied(website.id), await visitsCounted(website.id))
    const demo = await Website.findByOrFail('username', 'demo')
    assert.deepEqual(await tallied('order', demo.id), await counted('orders', demo.id))
  })

  test("a deleted website takes its tallies along, and leaves the others' alone", async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    const other = await WebsiteFactory.create()
    for (const site of [website, other]) {
      await OrderFactory.merge({ websiteId: site.id }).createMany(2)
      await VisitFactory.merge({ websiteId: site.id }).create()
    }
    // the database's cascade, whatever the model's hooks do
    await db.from('websites').where('id', website.id).delete()
    for (const table of ['purchase_counts', 'purchase_days', 'visit_days']) {
      assert.lengthOf(await db.from(table).where('website_id', website.id), 0, table)
    }
    assert.deepEqual(await tallied('order', other.id), await counted('orders', other.id))
    assert.deepEqual((await tallied('order', other.id)).statuses, { pending: 2 })
  })
})
