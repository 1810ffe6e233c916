import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { WebsiteFactory } from '#database/factories/website_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { VisitFactory } from '#database/factories/visit_factory'
import { overviewFigures, VISIT_DAYS } from '#services/dashboard/overview_figures'
import { splitVat } from '#services/invoices/vat'

/** An instant given in UTC (how the app stores timestamps). */
const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

test.group('Overview figures (Saudi days, fixed clock)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('today and this month are Saudi days: 00:10 in Riyadh is already the new day and month', async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    const other = await WebsiteFactory.create()
    // 1 March 2026, 00:30 in Riyadh = 28 February, 21:30 UTC
    const now = utc('2026-02-28T21:30:00')

    const order = (total: number, at: string, status: 'pending' | 'success' | 'cancel') =>
      OrderFactory.merge({
        websiteId: website.id,
        status,
        ...splitVat(total),
        createdAt: utc(at),
      }).create()
    // 00:10 on 1 March in Riyadh: today and this month
    await order(11500, '2026-02-28T21:10:00', 'pending')
    // 23:50 on 28 February in Riyadh: last month, although it is the same UTC day as `now`
    await order(23000, '2026-02-28T20:50:00', 'success')
    // cancelled: never counted
    await order(99999, '2026-02-28T21:20:00', 'cancel')
    // another website's order: never counted
    await OrderFactory.merge({
      websiteId: other.id,
      ...splitVat(5000),
      createdAt: utc('2026-02-28T21:15:00'),
    }).create()
    // a booking placed today counts as a sale of today
    await BookingFactory.merge({
      websiteId: website.id,
      status: 'success',
      ...splitVat(4600),
      createdAt: utc('2026-02-28T21:25:00'),
    }).create()

    const figures = await overviewFigures(website, now)
    assert.deepEqual(figures.today, { orders: 1, bookings: 1, sales: splitVat(11500 + 4600) })
    assert.deepEqual(figures.month, figures.today)
    // 161.00 SAR including 21.00 SAR of VAT
    assert.deepEqual(figures.today.sales, { subtotal: 14000, vat: 2100, total: 16100 })

    // a day later (2 March in Riyadh): today is empty, the month keeps both
    const later = await overviewFigures(website, now.plus({ days: 1 }))
    assert.deepEqual(later.today, { orders: 0, bookings: 0, sales: splitVat(0) })
    assert.deepEqual(later.month, figures.month)
  })

  test('the month starts on the 1st in Riyadh, not before', async ({ assert }) => {
    const website = await WebsiteFactory.create()
    // 15 May 2026, 12:00 in Riyadh
    const now = utc('2026-05-15T09:00:00')
    for (const [total, at] of [
      [10000, '2026-04-30T20:59:59'], // 23:59:59 on 30 April in Riyadh
      [20000, '2026-04-30T21:00:00'], // 00:00 on 1 May
      [40000, '2026-05-14T21:00:00'], // 00:00 on 15 May: today
    ] as const) {
      await OrderFactory.merge({
        websiteId: website.id,
        ...splitVat(total),
        createdAt: utc(at),
      }).create()
    }
    const figures = await overviewFigures(website, now)
    assert.equal(figures.month.orders, 2)
    assert.equal(figures.month.sales.total, 60000)
    assert.equal(figures.month.sales.vat, splitVat(60000).vat)
    assert.equal(figures.today.orders, 1)
    assert.equal(figures.today.sales.total, 40000)
  })

  test('visits per Saudi day over 30 days: days without visits are 0, older and content visits left out', async ({
    assert,
  }) => {
    const website = await WebsiteFactory.create()
    const now = utc('2026-02-28T21:30:00') // 1 March 2026, 00:30 in Riyadh
    const visit = (at: string, times = 1, site: 'order' | 'content' = 'order') =>
      VisitFactory.merge({ websiteId: website.id, site, createdAt: utc(at) }).createMany(times)

    await visit('2026-02-28T21:05:00', 3) // 1 March in Riyadh (today)
    await visit('2026-02-28T20:55:00', 2) // 28 February in Riyadh
    await visit('2026-02-20T10:00:00', 1) // 20 February
    await visit('2026-01-31T10:00:00', 1) // 31 January: the first day of the 30
    await visit('2026-01-30T10:00:00', 4) // 30 January: too old
    await visit('2026-02-28T21:06:00', 5, 'content') // the content site: not the storefront

    const { visits } = await overviewFigures(website, now)
    assert.lengthOf(visits, VISIT_DAYS)
    assert.equal(visits[0].date, '2026-01-31')
    assert.equal(visits[VISIT_DAYS - 1].date, '2026-03-01')
    const byDay = Object.fromEntries(visits.map((day) => [day.date, day.count]))
    assert.equal(byDay['2026-03-01'], 3)
    assert.equal(byDay['2026-02-28'], 2)
    assert.equal(byDay['2026-02-20'], 1)
    assert.equal(byDay['2026-01-31'], 1)
    assert.equal(byDay['2026-02-21'], 0)
    assert.equal(
      visits.reduce((sum, day) => sum + day.count, 0),
      7
    )
  })

  test('two queries of the day tallies, however many rows', async ({ assert }) => {
    const website = await WebsiteFactory.create()
    await VisitFactory.merge({ websiteId: website.id }).createMany(5)
    await OrderFactory.merge({ websiteId: website.id }).createMany(3)
    // every query of the service starts with client.from(): count them
    const client = db.connection()
    let queries = 0
    const tables: unknown[] = []
    const counting = new Proxy(client, {
      get(target, key, receiver) {
        if (key === 'from') {
          return (...args: unknown[]) => {
            queries++
            tables.push(args[0])
            return (target.from as (...a: unknown[]) => unknown)(...args)
          }
        }
        return Reflect.get(target, key, receiver)
      },
    })
    await overviewFigures(website, DateTime.now(), counting)
    assert.equal(queries, 2)
    // the tallies, never the orders or the visits themselves
    assert.sameMembers(tables, ['purchase_days', 'visit_days'])
  })
})
