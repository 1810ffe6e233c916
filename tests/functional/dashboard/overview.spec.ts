import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#models/customer'
import Plan from '#models/plan'
import User from '#models/user'
import Website, { defaultDesign } from '#models/website'
import WebsitePolicy from '#policies/website_policy'
import { usernameFormatProblem } from '#services/auth/website_usernames'
import { DateTime } from 'luxon'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { VisitFactory } from '#database/factories/visit_factory'
import { splitVat } from '#services/invoices/vat'
import { LiveChannels } from '#services/dashboard/live_channels'
import { withoutVisits } from '#tests/functional/store/catalogue_helpers'

const demoOwner = () => User.findByOrFail('email', 'demo@safhati.sa')
const nakheelOwner = () => User.findByOrFail('email', 'nakheel@safhati.sa')

/** A count through a relation query, as the dashboard reads it. */
async function countOf(query: any): Promise<number> {
  const [row] = await query.count('* as n')
  return Number(row.$extras.n)
}

test.group('Dashboard: the website of /dashboard/{username}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("demo's merchant opens the overview of demo with its real figures", async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await Website.findByOrFail('username', 'demo')
    const response = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)

    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/overview/show')
    const props = response.inertiaProps as any
    // the shared props describe the dashboard's website
    assert.equal(props.username, 'demo')
    assert.equal(props.website.username, 'demo')
    assert.equal(props.user.email, 'demo@safhati.sa')
    assert.deepEqual(props.dashboard, {
      websites: [{ username: 'demo', name: 'مركز لمسة جمال', current: true }],
      more: false,
      // no unread message in the seeded data: no badge
      badges: {},
      // the owner may open every page
      hidden: [],
      // and hears every new order and booking on the website's live channel
      live: [LiveChannels.website(demo.id)],
    })

    assert.equal(props.website.name, 'مركز لمسة جمال')
    assert.isTrue(props.website.supportContent)
    assert.equal(props.plan.code, 'monthly')
    assert.deepEqual(props.counts, {
      products: await countOf(demo.related('products').query()),
      activeProducts: await countOf(demo.related('products').query().where('is_active', true)),
      services: await countOf(demo.related('services').query()),
      activeServices: await countOf(demo.related('services').query().where('is_active', true)),
      customers: await countOf(demo.related('customers').query()),
      orders: await countOf(demo.related('orders').query()),
      pendingOrders: await countOf(demo.related('orders').query().where('status', 'pending')),
      bookings: await countOf(demo.related('bookings').query()),
      pendingBookings: await countOf(demo.related('bookings').query().where('status', 'pending')),
      unreadMessages: await countOf(demo.related('contactMessages').query().whereNull('read_at')),
      // demo's plan has bookings and its branches open: the overview offers them
      bookable: true,
    })
    assert.isAbove(props.counts.services, 0)
    assert.isAbove(props.counts.customers, 0)
  })

  test('the page shows the figures, the live sites in a new tab and the logout', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await Website.findByOrFail('username', 'demo')
    // one product hidden: the figures follow the data
    const product = await demo.related('products').query().firstOrFail()
    product.isActive = false
    await product.save()
    // an order waiting for the merchant and one already done
    const sara = await Customer.findByOrFail('email', 'sara@example.com')
    const order = { customerId: sara.id, subtotal: 10000, vat: 1500, total: 11500 }
    await demo.related('orders').createMany([
      { ...order, number: 9001, status: 'pending' },
      { ...order, number: 9002, status: 'success' },
    ])

    const response = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .loginAs(owner)
    response.assertStatus(200)
    const html = response.text()
    assert.match(html, /<html lang="ar" dir="rtl">/)
    assert.match(html, /<title[^>]*>صفحتي \| لوحة التحكم \| مركز لمسة جمال/)
    assert.include(html, 'نظرة عامة')
    assert.match(html, /href="\/o\/demo" target="_blank" rel="noopener"/)
    assert.match(html, /href="\/c\/demo" target="_blank" rel="noopener"/)
    assert.include(html, 'تسجيل الخروج')
    assert.include(html, 'نورة العتيبي')
    assert.include(html, 'طلبات قيد المراجعة')

    const props = (
      await client
        .get(route('dashboard.overview.show', { username: 'demo' }))
        .withInertia()
        .loginAs(owner)
    ).inertiaProps as any
    assert.equal(props.counts.activeProducts, props.counts.products - 1)
    assert.equal(props.counts.orders, 2)
    assert.equal(props.counts.pendingOrders, 1)
  })

  test('a website without a content site shows no content link', async ({
    client,
    route,
    assert,
  }) => {
    const response = await client
      .get(route('dashboard.overview.show', { username: 'nakheel' }))
      .loginAs(await nakheelOwner())
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'متجر نخيل')
    assert.match(html, /href="\/o\/nakheel"/)
    assert.notInclude(html, 'href="/c/nakheel"')
    assert.include(html, 'غير مفعل لهذا الموقع')
  })

  test("another merchant's website is the 404 page", async ({ client, route, assert }) => {
    const response = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .loginAs(await nakheelOwner())
    response.assertStatus(404)
    assert.include(response.text(), 'الصفحة غير موجودة او غير صحيحة')
    assert.notInclude(response.text(), 'مركز لمسة جمال')

    const inertia = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .withInertia()
      .loginAs(await nakheelOwner())
    inertia.assertStatus(404)
    inertia.assertInertiaComponent('errors/not_found')
  })

  test('an unknown username is the 404 page; /dashboard/account is the account, never a website', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const response = await client
      .get(route('dashboard.overview.show', { username: 'no-such-site' }))
      .loginAs(owner)
    response.assertStatus(404)
    assert.include(response.text(), 'الصفحة غير موجودة او غير صحيحة')
    // 'account' can never be a website's username, and its address is the merchant's account
    assert.equal(usernameFormatProblem('account'), 'reserved')
    const account = await client
      .get(route('dashboard.overview.show', { username: 'account' }))
      .withInertia()
      .loginAs(owner)
    account.assertStatus(200)
    account.assertInertiaComponent('dashboard/account/show')
  })

  test('a guest and a customer of demo are sent to /login', async ({ client, route }) => {
    const path = route('dashboard.overview.show', { username: 'demo' })
    const guest = await client.get(path).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')

    const sara = await Customer.findByOrFail('email', 'sara@example.com')
    const customer = await client.get(path).withGuard('customer').loginAs(sara).redirects(0)
    customer.assertStatus(302)
    customer.assertHeader('location', '/login')

    const unknown = await client
      .get(route('dashboard.overview.show', { username: 'no-such-site' }))
      .withGuard('customer')
      .loginAs(sara)
      .redirects(0)
    unknown.assertHeader('location', '/login')
  })

  test('the policy lets only the owner manage a website, never a customer', async ({ assert }) => {
    const owner = await demoOwner()
    const demo = await Website.findByOrFail('username', 'demo')
    const policy = new WebsitePolicy()
    assert.isTrue(await policy.manage(owner, demo))
    const denied = (await policy.manage(await nakheelOwner(), demo)) as any
    assert.equal(denied.status, 404)
    // a customer whose id happens to be the owner's is still nobody here
    const sara = await Customer.findByOrFail('email', 'sara@example.com')
    sara.id = owner.id
    assert.notStrictEqual(await policy.manage(sara, demo), true)
  })
})

test.group('Dashboard: the merchant home', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a merchant with one website goes straight to its overview', async ({ client, route }) => {
    const response = await client
      .get(route('dashboard.websites.index'))
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard/demo')
  })

  test('several websites are listed, and the switcher links each to the others', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const plan = await Plan.findByOrFail('code', 'free')
    await Website.create({
      userId: owner.id,
      planId: plan.id,
      username: 'lamsa-two',
      nameAr: 'لمسة جمال الثاني',
      supportContent: false,
      design: defaultDesign(),
    })

    const home = await client.get(route('dashboard.websites.index')).withInertia().loginAs(owner)
    home.assertStatus(200)
    home.assertInertiaComponent('dashboard/index')
    assert.deepEqual(
      (home.inertiaProps as any).websites.map((w: any) => w.username),
      ['demo', 'lamsa-two']
    )
    const html = (await client.get(route('dashboard.websites.index')).loginAs(owner)).text()
    assert.include(html, 'href="/dashboard/demo"')
    assert.include(html, 'href="/dashboard/lamsa-two"')

    const second = await client
      .get(route('dashboard.overview.show', { username: 'lamsa-two' }))
      .withInertia()
      .loginAs(owner)
    second.assertStatus(200)
    assert.deepEqual((second.inertiaProps as any).dashboard.websites, [
      { username: 'demo', name: 'مركز لمسة جمال', current: false },
      { username: 'lamsa-two', name: 'لمسة جمال الثاني', current: true },
    ])
    const page = (
      await client.get(route('dashboard.overview.show', { username: 'lamsa-two' })).loginAs(owner)
    ).text()
    assert.include(page, 'تبديل الموقع')
    assert.include(page, 'href="/dashboard/demo"')
    // this one has no content site
    assert.notInclude(page, 'href="/c/lamsa-two"')
  })
})

test.group('Dashboard: the overview figures and the setup checklist', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("today's and this month's sales with their VAT; cancelled and older ones left out", async ({
    client,
    route,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const riyadh = DateTime.now().setZone('Asia/Riyadh')
    const todayStart = riyadh.startOf('day')
    // the start of today in Riyadh, 5 minutes in; and the month before this one
    const today = todayStart.plus({ minutes: 5 }).toUTC()
    const lastMonth = riyadh.startOf('month').minus({ days: 1 }).toUTC()
    const order = (total: number, at: DateTime, status: 'pending' | 'success' | 'cancel') =>
      OrderFactory.merge({ websiteId: demo.id, status, ...splitVat(total), createdAt: at }).create()
    await order(11500, today, 'pending')
    await order(5750, today, 'success')
    await order(40000, today, 'cancel')
    await order(90000, lastMonth, 'success')
    await BookingFactory.merge({
      websiteId: demo.id,
      status: 'pending',
      ...splitVat(23000),
      createdAt: today,
    }).create()
    // earlier this month, when today is not the 1st
    const earlier = todayStart.minus({ days: 1 })
    const sameMonth = earlier.month === riyadh.month
    if (sameMonth) await order(2300, earlier.plus({ hours: 12 }).toUTC(), 'success')

    const response = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    const props = response.inertiaProps as any
    assert.deepEqual(props.today, {
      orders: 2,
      bookings: 1,
      sales: splitVat(11500 + 5750 + 23000),
    })
    assert.deepEqual(props.today.sales, { subtotal: 35000, vat: 5250, total: 40250 })
    assert.deepEqual(props.month, {
      orders: sameMonth ? 3 : 2,
      bookings: 1,
      sales: splitVat(40250 + (sameMonth ? 2300 : 0)),
    })

    const html = (
      await client
        .get(route('dashboard.overview.show', { username: 'demo' }))
        .loginAs(await demoOwner())
    ).text()
    assert.include(html, 'المبيعات')
    assert.include(html, '402.50')
    assert.include(html, 'منها ضريبة القيمة المضافة')
    assert.include(html, '52.50')
  })

  test('visits of 30 days, missing days as 0, drawn as an SVG chart with each value readable', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await withoutVisits(await Website.findByOrFail('username', 'demo'))
    const now = DateTime.utc()
    await VisitFactory.merge({ websiteId: demo.id, createdAt: now }).createMany(3)
    await VisitFactory.merge({ websiteId: demo.id, createdAt: now.minus({ days: 3 }) }).createMany(
      2
    )
    await VisitFactory.merge({ websiteId: demo.id, createdAt: now.minus({ days: 40 }) }).create()

    const props = (
      await client
        .get(route('dashboard.overview.show', { username: 'demo' }))
        .withInertia()
        .loginAs(await demoOwner())
    ).inertiaProps as any
    assert.lengthOf(props.visits, 30)
    const counts = props.visits.map((day: any) => day.count)
    assert.equal(counts[29], 3)
    assert.equal(counts[26], 2)
    assert.equal(
      counts.reduce((a: number, b: number) => a + b, 0),
      5
    )
    assert.equal(counts.filter((count: number) => count === 0).length, 28)
    assert.equal(props.visits[29].date, DateTime.now().setZone('Asia/Riyadh').toISODate())

    const html = (
      await client
        .get(route('dashboard.overview.show', { username: 'demo' }))
        .loginAs(await demoOwner())
    ).text()
    assert.match(html, /<svg[^>]*role="img"/)
    assert.include(html, 'زيارات المتجر في آخر 30 يوما')
    assert.equal((html.match(/<rect /g) ?? []).length, 30)
    assert.include(html, ': 3 زيارات</title>')
    assert.include(html, 'عرض الأرقام')
  })

  test("demo's merchant has done every step: no checklist", async ({ client, route, assert }) => {
    const response = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    assert.isNull((response.inertiaProps as any).setup)
    const html = (
      await client
        .get(route('dashboard.overview.show', { username: 'demo' }))
        .loginAs(await demoOwner())
    ).text()
    assert.notInclude(html, 'جهز موقعك')
  })

  test('the checklist shows what is left and disappears once all is done', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await nakheelOwner()
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const setupOf = async () =>
      (
        (
          await client
            .get(route('dashboard.overview.show', { username: 'nakheel' }))
            .withInertia()
            .loginAs(owner)
        ).inertiaProps as any
      ).setup

    // nakheel (a freelancer) has no VAT number yet
    assert.deepEqual(await setupOf(), [
      { step: 'catalogue', done: true },
      { step: 'hours', done: true },
      { step: 'design', done: true },
      { step: 'legal', done: false },
      { step: 'open', done: true },
    ])
    const html = (
      await client.get(route('dashboard.overview.show', { username: 'nakheel' })).loginAs(owner)
    ).text()
    assert.include(html, 'جهز موقعك')
    assert.include(html, 'أكمل البيانات النظامية للفواتير')

    // no logo, the platform's colours, no branch and closed: four more steps open
    nakheel.logo = null
    nakheel.design = defaultDesign()
    nakheel.isOpen = false
    await nakheel.save()
    await nakheel.related('branches').query().delete()
    const open = async () =>
      (await setupOf()).filter((item: any) => !item.done).map((item: any) => item.step)
    assert.deepEqual(await open(), ['hours', 'design', 'legal', 'open'])
    const closed = (
      await client.get(route('dashboard.overview.show', { username: 'nakheel' })).loginAs(owner)
    ).text()
    assert.include(closed, 'افتح المتجر')

    // a branch closed every day is no working hours yet
    const allClosed = {
      sun: null,
      mon: null,
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
    }
    await nakheel.related('branches').create({ name: 'الفرع الرئيسي', workingHours: allClosed })
    assert.include(await open(), 'hours')

    // all done: the checklist is gone
    nakheel.design = { ...defaultDesign(), primaryColor: '#8A1538' }
    nakheel.vatNumber = '300000000000003'
    nakheel.isOpen = true
    await nakheel.save()
    await nakheel
      .related('branches')
      .query()
      .update({
        working_hours: JSON.stringify({ ...allClosed, sat: { open: '09:00', close: '21:00' } }),
      })
    assert.isNull(await setupOf())
  })
})
