// The orders and bookings CSV exports: every row of the filtered list, streamed in keyset chunks.
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import { sqlDateTime } from '#services/sql_time'
import { EXPORT_CHUNK_SIZE, purchaseChunks } from '#services/dashboard/purchase_export'
import {
  customerOf,
  demoOwner,
  nakheelOwner,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'

const STATUSES = ['pending', 'success', 'cancel'] as const

/**
 * `count` orders of a website written in bulk, numbered from `first`, placed `minutesApart` apart
 * (0: all in the same second, the keyset's ties), the newest an hour ago; statuses in turn.
 */
async function bulkOrders(
  website: Website,
  customerId: number,
  count: number,
  { first = 100000, minutesApart = 30 } = {}
) {
  const newest = DateTime.utc().minus({ hours: 1 })
  const rows = Array.from({ length: count }, (_, n) => {
    const at = sqlDateTime(newest.minus({ minutes: minutesApart * n }))
    return {
      website_id: website.id,
      customer_id: customerId,
      number: first + n,
      status: STATUSES[n % STATUSES.length],
      payment_method: 'cod',
      subtotal: 10000,
      vat: 1500,
      total: 11500,
      created_at: at,
      updated_at: at,
    }
  })
  // SQLite writes a multi-row insert as a compound SELECT of at most 500 rows
  for (let start = 0; start < rows.length; start += 400) {
    await db.table('orders').multiInsert(rows.slice(start, start + 400))
  }
}

/** The CSV's lines after the header (the BOM checked and removed). */
function linesOf(text: string, assert: { isTrue(value: boolean, message?: string): void }) {
  assert.isTrue(text.startsWith('\uFEFF'), 'starts with a UTF-8 BOM')
  const lines = text.slice(1).split('\r\n')
  assert.isTrue(lines.pop() === '', 'ends with CRLF')
  return lines
}

async function countOf(website: Website, where: (query: any) => void = () => {}) {
  const query = db.from('orders').where('website_id', website.id)
  where(query)
  const [row] = await query.count('* as total')
  return Number(row.total)
}

test.group('Dashboard: purchases CSV export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every order, beyond the 10,000 rows the export used to stop at, none of another website', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
    const other = await customerOf(nakheel, 'عميل النخيل', '0559998877')
    await bulkOrders(demo, reem.id, 10_050, { minutesApart: 1 })
    await bulkOrders(nakheel, other.id, 30)

    const response = await client
      .get(route('dashboard.orders.export', { username: 'demo' }))
      .loginAs(await demoOwner())
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/csv; charset=utf-8/)
    assert.match(
      String(response.header('content-disposition')),
      /^attachment; filename="orders-demo-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const [header, ...lines] = linesOf(response.text(), assert)
    assert.equal(
      header,
      'رقم الطلب,التاريخ,العميل,الجوال,الحالة,الإجمالي (ر.س),الضريبة (ر.س),الدفع,المسترد (ر.س),الاستلام,رسوم التوصيل (ر.س),الموعد المطلوب,مرحلة التنفيذ,المنتجات'
    )
    assert.isAbove(lines.length, 10_000)
    assert.lengthOf(lines, await countOf(demo))
    const numbers = lines.map((line) => Number(line.split(',')[0]))
    assert.equal(new Set(numbers).size, numbers.length, 'no order twice')
    // newest first: the bulk orders from 100000 (an hour ago) to 110049 (a week ago)
    assert.deepEqual(numbers.slice(0, 3), [100000, 100001, 100002])
    assert.include(numbers, 110049)
    assert.include(lines[0], 'ريم العنزي,0551112233,بانتظار التأكيد,115.00,15.00,غير مدفوع,0.00')
    assert.notInclude(response.text(), 'عميل النخيل')
  })

  test('the status, date and search filters hold on every chunk', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
    const majed = await customerOf(demo, 'ماجد الحربي', '0554445566')
    // 1,200 orders 30 minutes apart: 25 days, more than two chunks of each filter
    await bulkOrders(demo, reem.id, 1200)
    await bulkOrders(demo, majed.id, 3 * EXPORT_CHUNK_SIZE, { first: 200000, minutesApart: 0 })

    const owner = await demoOwner()
    const riyadh = (daysAgo: number) =>
      DateTime.now().setZone('Asia/Riyadh').minus({ days: daysAgo }).toFormat('yyyy-MM-dd')
    const exported = async (qs: Record<string, string>) =>
      linesOf(
        (
          await client
            .get(route('dashboard.orders.export', { username: 'demo' }))
            .qs(qs)
            .loginAs(owner)
        ).text(),
        assert
      ).slice(1)

    const success = await exported({ status: 'success' })
    assert.lengthOf(success, await countOf(demo, (q) => q.where('status', 'success')))
    assert.isTrue(success.every((line) => line.includes(',مكتمل,')))

    const days = await exported({ status: 'cancel', from: riyadh(20), to: riyadh(5) })
    const from = DateTime.fromISO(riyadh(20), { zone: 'Asia/Riyadh' }).startOf('day')
    const to = DateTime.fromISO(riyadh(5), { zone: 'Asia/Riyadh' }).plus({ days: 1 }).startOf('day')
    const inRange = await countOf(demo, (q) =>
      q
        .where('status', 'cancel')
        .where('created_at', '>=', sqlDateTime(from.toUTC()))
        .where('created_at', '<', sqlDateTime(to.toUTC()))
    )
    assert.isAbove(inRange, 0)
    assert.lengthOf(days, inRange)

    const majeds = await exported({ q: 'ماجد' })
    assert.lengthOf(majeds, 3 * EXPORT_CHUNK_SIZE)
    assert.isTrue(majeds.every((line) => line.includes('ماجد الحربي')))
  })

  test('chunks follow each other by (time, id): rows of the same second, each once', async ({
    assert,
  }) => {
    const { demo } = await sites()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
    await bulkOrders(demo, reem.id, 50, { minutesApart: 0 })
    const seen: number[] = []
    let chunks = 0
    for await (const orders of purchaseChunks(demo, 'order', {}, { chunkSize: 7 })) {
      chunks++
      assert.isAtMost(orders.length, 7)
      seen.push(...orders.map((order) => order.id))
    }
    const ids = (
      await db
        .from('orders')
        .where('website_id', demo.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .select('id')
    ).map((row) => row.id)
    assert.deepEqual(seen, ids)
    assert.equal(chunks, Math.ceil(ids.length / 7))
  })

  test('every booking, over several chunks, with the appointment and the Arabic text', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const sara = await customerOf(demo, 'سارة القحطاني', '0557778899')
    const start = DateTime.utc().plus({ days: 2 }).startOf('hour')
    const count = EXPORT_CHUNK_SIZE + 120
    const rows = Array.from({ length: count }, (_, n) => ({
      website_id: demo.id,
      customer_id: sara.id,
      number: 300000 + n,
      reservation_code: `BX${300000 + n}`,
      start_at: sqlDateTime(start.plus({ hours: n })),
      end_at: sqlDateTime(start.plus({ hours: n, minutes: 30 })),
      duration_minutes: 30,
      status: 'pending',
      payment_method: 'on_arrive',
      subtotal: 10000,
      vat: 1500,
      total: 11500,
      created_at: sqlDateTime(DateTime.utc().minus({ minutes: n })),
      updated_at: null,
    }))
    for (let at = 0; at < rows.length; at += 400) {
      await db.table('bookings').multiInsert(rows.slice(at, at + 400))
    }
    const response = await client
      .get(route('dashboard.bookings.export', { username: 'demo' }))
      .loginAs(await demoOwner())
    response.assertStatus(200)
    assert.match(
      String(response.header('content-disposition')),
      /^attachment; filename="bookings-demo-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const [header, ...lines] = linesOf(response.text(), assert)
    assert.match(header, /^رقم الحجز,رمز الحجز,الموعد,/)
    const [total] = await db.from('bookings').where('website_id', demo.id).count('* as total')
    assert.lengthOf(lines, Number(total.total))
    const ours = lines.filter((line) => line.includes('سارة القحطاني'))
    assert.lengthOf(ours, count)
    assert.match(ours[0], /^300000,BX300000,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/)
    assert.include(ours[count - 1], `BX${300000 + count - 1}`)
  })

  test('no further query once the client has left', async ({ assert }) => {
    const { demo } = await sites()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
    await bulkOrders(demo, reem.id, 30)
    let left = false
    let chunks = 0
    for await (const orders of purchaseChunks(
      demo,
      'order',
      {},
      {
        chunkSize: 5,
        stopped: () => left,
      }
    )) {
      assert.lengthOf(orders, 5)
      chunks++
      left = true
    }
    assert.equal(chunks, 1)
  })

  test('the last column is the fulfilment step in Arabic', async ({ client, route, assert }) => {
    const { demo } = await sites()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233')
    // 400000 pending, 400001 done, 400002 cancelled (the statuses in turn), then steps on two
    await bulkOrders(demo, reem.id, 3, { first: 400000 })
    await db
      .from('orders')
      .where('website_id', demo.id)
      .where('number', 400000)
      .update({ fulfilment_step: 'preparing' })
    await bulkOrders(demo, reem.id, 1, { first: 400003 })

    const response = await client
      .get(route('dashboard.orders.export', { username: 'demo' }))
      .loginAs(await demoOwner())
    response.assertStatus(200)
    const [header, ...lines] = linesOf(response.text(), assert)
    const columns = header.split(',')
    const step = columns.indexOf('مرحلة التنفيذ')
    // after the columns the merchants' sheets already had (the lines as sold follow it)
    assert.isAbove(step, columns.indexOf('الموعد المطلوب'))
    const stepOf = (n: number) => lines.find((line) => line.startsWith(`${n},`))!.split(',')[step]
    assert.equal(stepOf(400000), 'قيد التجهيز')
    assert.equal(stepOf(400001), 'تم التسليم')
    assert.equal(stepOf(400002), '')
    assert.equal(stepOf(400003), 'بانتظار التأكيد')
  })

  test('another merchant is refused the export of a website that is not theirs', async ({
    client,
    route,
  }) => {
    const nakheel = await nakheelOwner()
    for (const name of ['dashboard.orders.export', 'dashboard.bookings.export']) {
      const response = await client.get(route(name, { username: 'demo' })).loginAs(nakheel)
      response.assertStatus(404)
    }
  })
})
