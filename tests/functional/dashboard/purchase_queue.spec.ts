/*
| The orders list's counters, total and pages read from the tallies (no filter, a status, a range of
| days) or from one grouped query (a search, narrow or broad), against the same list computed here from
| every row: the figures a merchant sees must be exact whatever the path that produced them.
*/
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { NARROW_SEARCH_CUSTOMERS } from '#services/dashboard/purchase_filters'
import { sqlDateTime } from '#services/sql_time'
import { CustomerFactory } from '#database/factories/customer_factory'
import { demoOwner, sites } from '#tests/functional/dashboard/purchase_helpers'

interface Row {
  id: number
  number: number
  status: string
  at: number
  day: string
  name: string
  phone: string
}

/** Every order of the website with its customer, as the list would find them. */
async function everyOrder(websiteId: number): Promise<Row[]> {
  const rows = await db
    .from('orders')
    .join('customers', 'customers.id', 'orders.customer_id')
    .where('orders.website_id', websiteId)
    .select(
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.created_at',
      'customers.name',
      'customers.phone'
    )
  return rows.map((row) => {
    const at =
      row.created_at instanceof Date
        ? DateTime.fromJSDate(row.created_at)
        : DateTime.fromSQL(String(row.created_at), { zone: 'utc' })
    return {
      id: row.id,
      number: Number(row.number),
      status: row.status,
      at: at.toMillis(),
      day: at.setZone('Asia/Riyadh').toISODate()!,
      name: row.name,
      phone: row.phone,
    }
  })
}

/** The list computed from every row: counters under the other filters, the total and a page's ids. */
function expected(rows: Row[], filters: Record<string, string>, page: number) {
  const q = filters.q?.trim()
  const digits = q?.replace(/^#/, '')
  const others = rows.filter(
    (row) =>
      (!filters.from || row.day >= filters.from) &&
      (!filters.to || row.day <= filters.to) &&
      (!q ||
        row.name.toLowerCase().includes(q.toLowerCase()) ||
        row.phone.includes(q) ||
        (/^\d{1,9}$/.test(digits!) && row.number === Number(digits)))
  )
  const counters = { pending: 0, success: 0, cancel: 0 } as Record<string, number>
  for (const row of others) counters[row.status]++
  const listed = others
    .filter((row) => !filters.status || row.status === filters.status)
    .sort((a, b) => b.at - a.at || b.id - a.id)
  return {
    counters,
    total: listed.length,
    ids: listed.slice((page - 1) * 20, page * 20).map((row) => row.id),
  }
}

test.group('Dashboard: the orders list at any size', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('counters, total and pages are exact from the tallies, a day range and a search', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const stamp = sqlDateTime(DateTime.utc())
    // a broad search: more customers named سعيد than a narrow search reads one by one
    const broad = NARROW_SEARCH_CUSTOMERS + 5
    await db.table('customers').multiInsert(
      Array.from({ length: broad }, (_, n) => ({
        website_id: demo.id,
        // a Latin name in mixed case: a search in any case finds it (SQLite's LIKE folds ASCII letters)
        name: n === 0 ? 'نورة القحطاني' : n === 1 ? 'Sara Al-Qahtani' : `سعيد رقم ${n}`,
        email: `queue-${n}@example.com`,
        phone: `0579${String(n).padStart(6, '0')}`,
        password: 'x',
        created_at: stamp,
        updated_at: stamp,
      }))
    )
    const customers = await db
      .from('customers')
      .where('website_id', demo.id)
      .where('email', 'like', 'queue-%')
      .orderBy('id')
      .select('id')
    const [{ top }] = await db.from('orders').where('website_id', demo.id).max('number as top')
    const statuses = ['pending', 'success', 'success', 'cancel']
    const now = DateTime.utc()
    // 260 orders over 40 days, two at the same second (the list's order falls back to the id)
    await db.table('orders').multiInsert(
      Array.from({ length: 260 }, (_, n) => {
        const at = sqlDateTime(now.minus({ hours: Math.floor(n * 3.7) }))
        return {
          website_id: demo.id,
          customer_id: customers[n % 7 === 0 ? 0 : n % customers.length].id,
          number: Number(top ?? 0) + 1 + n,
          status: statuses[n % statuses.length],
          payment_method: 'cod',
          subtotal: 1000,
          vat: 150,
          total: 1150,
          created_at: at,
          updated_at: at,
        }
      })
    )
    // another website's orders never count
    const stranger = await CustomerFactory.merge({ websiteId: nakheel.id }).create()
    await db.table('orders').multiInsert(
      Array.from({ length: 3 }, (_, n) => ({
        website_id: nakheel.id,
        customer_id: stranger.id,
        number: 800000 + n,
        status: 'pending',
        payment_method: 'cod',
        subtotal: 1000,
        vat: 150,
        total: 1150,
        created_at: stamp,
        updated_at: stamp,
      }))
    )
    const rows = await everyOrder(demo.id)
    const owner = await demoOwner()
    const today = now.setZone('Asia/Riyadh')
    const day = (days: number) => today.minus({ days }).toISODate()!
    const cases: [Record<string, string>, number][] = [
      [{}, 1],
      [{}, 2],
      [{}, 99],
      [{ status: 'pending' }, 1],
      [{ status: 'success' }, 3],
      [{ from: day(10), to: day(3) }, 1],
      [{ from: day(10), to: day(3), status: 'cancel' }, 1],
      [{ to: day(20) }, 2],
      [{ q: 'نورة' }, 1],
      [{ q: 'نورة', status: 'success', from: day(30) }, 1],
      [{ q: 'سعيد' }, 1],
      [{ q: 'سعيد' }, 4],
      [{ q: 'سعيد', status: 'pending', to: day(5) }, 2],
      [{ q: `#${Number(top ?? 0) + 2}` }, 1],
      [{ q: '0579000' }, 1],
      [{ q: 'sara al-q' }, 1],
      [{ q: 'SARA' }, 1],
    ]
    for (const [filters, page] of cases) {
      const response = await client
        .get(route('dashboard.orders.index', { username: 'demo' }))
        .qs({ ...filters, page })
        .withInertia()
        .loginAs(owner)
      response.assertStatus(200)
      const props = response.inertiaProps as any
      const want = expected(rows, filters, page)
      const label = JSON.stringify({ ...filters, page })
      assert.deepEqual(props.counters, want.counters, label)
      assert.equal(props.meta.total, want.total, label)
      assert.equal(props.meta.lastPage, Math.max(1, Math.ceil(want.total / 20)), label)
      assert.deepEqual(
        props.orders.map((order: any) => order.id),
        want.ids,
        label
      )
      assert.equal(
        props.dashboard.badges['dashboard.orders.index'],
        rows.filter((row) => row.status === 'pending').length
      )
    }
  })
})
