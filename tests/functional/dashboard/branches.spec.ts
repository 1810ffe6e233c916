import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Booking from '#models/booking'
import Branch, { WEEK_DAYS } from '#models/branch'
import Website from '#models/website'
import { BranchFactory } from '#database/factories/branch_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { WebsiteFactory } from '#database/factories/website_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
  pageErrors,
} from '#tests/functional/store/booking_helpers'
import { DateTime } from 'luxon'
import { send } from './form_helpers.js'
import { demoOwner, demoWebsite, nakheelOwner } from './website_helpers.js'

type Week = { day: number; open: boolean; from: string; to: string }[]

/** Sunday to Thursday 09:00-21:00, Friday and Saturday closed. */
function week(): Week {
  return Array.from({ length: 7 }, (_, day) => ({
    day,
    open: day <= 4,
    from: '09:00',
    to: '21:00',
  }))
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'فرع الملقا',
    address: 'طريق أنس بن مالك، حي الملقا',
    phone: '0112223344',
    seats: 3,
    hours: week(),
    ...overrides,
  }
}

async function branchRows(websiteId: number) {
  return Branch.query().where('website_id', websiteId).orderBy('id')
}

test.group('Dashboard: branches', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("index lists demo's branches with seats, hours in a few lines and the plan's count", async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const response = await client
      .get(route('dashboard.branches.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/branches/index')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.branches.map((b: any) => b.name),
      ['فرع العليا', 'فرع النرجس']
    )
    assert.equal(props.branches[0].seats, 1)
    assert.deepEqual(props.branches[0].hours, ['الاثنين - الجمعة: 10:00 - 22:00'])
    assert.deepEqual(props.meta, { currentPage: 1, lastPage: 1, total: 2 })
    // demo is on the monthly plan: branches are unlimited
    assert.deepEqual(props.plan, { limit: null, used: 2, canAdd: true })
  })

  test('the list is paginated, 20 a page', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    await BranchFactory.merge({ websiteId: demo.id, sortOrder: 5 }).createMany(20)
    const second = await client
      .get(route('dashboard.branches.index', { username: 'demo' }, { qs: { page: 2 } }))
      .withInertia()
      .loginAs(owner)
    const props = second.inertiaProps as any
    assert.deepEqual(props.meta, { currentPage: 2, lastPage: 2, total: 22 })
    assert.lengthOf(props.branches, 2)
  })

  test('create shows an empty form with the Saudi week: Saturday to Thursday, Friday closed', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const response = await client
      .get(route('dashboard.branches.create', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/branches/create')
    const props = response.inertiaProps as any
    assert.equal(props.defaults.seats, 1)
    assert.lengthOf(props.defaults.hours, 7)
    const open = (day: number) => ({ day, open: true, from: '09:00', to: '21:00' })
    assert.deepEqual(props.defaults.hours, [
      open(0),
      open(1),
      open(2),
      open(3),
      open(4),
      { day: 5, open: false, from: '09:00', to: '21:00' },
      open(6),
    ])
    assert.equal(props.dayNames[0], 'الأحد')
  })

  test('store adds a branch with its hours and seats, with a toast', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const response = await send(
      client,
      'post',
      route('dashboard.branches.store', { username: 'demo' }),
      owner,
      route('dashboard.branches.create', { username: 'demo' }),
      body()
    )
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard.branches.index', { username: 'demo' }))
    assert.equal(response.flashMessages().success, 'تمت إضافة الفرع')

    const rows = await branchRows(demo.id)
    assert.lengthOf(rows, 3)
    const branch = rows[2]
    assert.equal(branch.name, 'فرع الملقا')
    assert.equal(branch.address, 'طريق أنس بن مالك، حي الملقا')
    assert.equal(branch.phone, '0112223344')
    assert.equal(branch.seats, 3)
    assert.equal(branch.sortOrder, 3)
    assert.deepEqual(branch.workingHours, {
      sun: { open: '09:00', close: '21:00' },
      mon: { open: '09:00', close: '21:00' },
      tue: { open: '09:00', close: '21:00' },
      wed: { open: '09:00', close: '21:00' },
      thu: { open: '09:00', close: '21:00' },
      fri: null,
      sat: null,
    })
  })

  test('seats and the phone typed with Arabic-Indic digits are stored with latin ones', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const response = await send(
      client,
      'post',
      route('dashboard.branches.store', { username: 'demo' }),
      owner,
      route('dashboard.branches.create', { username: 'demo' }),
      body({ seats: '٤', phone: '٠١١٢٢٢٣٣٤٤' })
    )
    response.assertStatus(303)
    const branch = (await branchRows(demo.id))[2]
    assert.equal(branch.seats, 4)
    assert.equal(branch.phone, '0112223344')
  })

  test('edit shows the branch under the request field names', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const [first] = await branchRows(demo.id)
    const response = await client
      .get(route('dashboard.branches.edit', { username: 'demo', id: first.id }))
      .withInertia()
      .loginAs(owner)
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/branches/edit')
    const props = response.inertiaProps as any
    assert.deepEqual(props.branch, {
      id: first.id,
      name: 'فرع العليا',
      address: first.address,
      phone: first.phone,
      seats: 1,
      hours: [
        { day: 0, open: false, from: '09:00', to: '21:00' },
        ...[1, 2, 3, 4, 5].map((day) => ({ day, open: true, from: '10:00', to: '22:00' })),
        { day: 6, open: false, from: '09:00', to: '21:00' },
      ],
      map_link: '',
      latitude: 24.695,
      longitude: 46.685299,
      clear_location: false,
    })
  })

  test('update saves the details and the week, with a toast', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const [first] = await branchRows(demo.id)
    const hours = week()
    hours[6] = { day: 6, open: true, from: '14:00', to: '23:30' }
    const response = await send(
      client,
      'put',
      route('dashboard.branches.update', { username: 'demo', id: first.id }),
      owner,
      route('dashboard.branches.edit', { username: 'demo', id: first.id }),
      body({ name: 'فرع العليا الجديد', address: '', phone: '', seats: 2, hours })
    )
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard.branches.index', { username: 'demo' }))
    assert.equal(response.flashMessages().success, 'تم حفظ الفرع وأوقات العمل')
    await first.refresh()
    assert.equal(first.name, 'فرع العليا الجديد')
    assert.isNull(first.address)
    assert.isNull(first.phone)
    assert.equal(first.seats, 2)
    assert.deepEqual(first.workingHours.sat, { open: '14:00', close: '23:30' })
    assert.isNull(first.workingHours.fri)
  })

  test('destroy deletes a branch nobody needs, with a toast', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const [, second] = await branchRows(demo.id)
    const response = await send(
      client,
      'delete',
      route('dashboard.branches.destroy', { username: 'demo', id: second.id }),
      owner,
      route('dashboard.branches.index', { username: 'demo' })
    )
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard.branches.index', { username: 'demo' }))
    assert.equal(response.flashMessages().success, 'تم حذف الفرع')
    assert.isNull(await Branch.find(second.id))
  })

  test('each rule refuses in Arabic and stores nothing', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const before = await branchRows(demo.id)
    const [first] = before
    const badTime = week()
    badTime[1] = { day: 1, open: true, from: '9am', to: '25:00' }
    const backwards = week()
    backwards[2] = { day: 2, open: true, from: '18:00', to: '09:00' }
    const equal = week()
    equal[3] = { day: 3, open: true, from: '10:00', to: '10:00' }
    const missingTime = week()
    missingTime[4] = { day: 4, open: true, from: '', to: '21:00' }
    const eight = [...week(), { day: 0, open: true, from: '09:00', to: '21:00' }]
    const repeated = week()
    repeated[6] = { day: 0, open: false, from: '09:00', to: '21:00' }
    const badDay = week()
    badDay[6] = { day: 7, open: false, from: '09:00', to: '21:00' }

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [body({ name: '' }), { name: 'الحقل ضروري.' }],
      [body({ name: undefined }), { name: 'الحقل ضروري.' }],
      [body({ name: 'ف' }), { name: 'يجب ألا يقل طول الحقل عن 2 أحرف' }],
      [body({ seats: 0 }), { seats: 'يجب ألا تقل القيمة عن 1' }],
      [body({ seats: 'abc' }), { seats: 'يجب أن يكون الحقل رقما.' }],
      [body({ seats: 1.5 }), { seats: 'يجب أن يكون الحقل رقما صحيحا.' }],
      [body({ seats: 51 }), { seats: 'يجب ألا تزيد القيمة عن 50' }],
      [body({ phone: '05-abc' }), { phone: 'أدخل رقم هاتف صحيح من 7 إلى 14 رقما، مثل 0112345678' }],
      [
        body({ hours: badTime }),
        {
          'hours.1.from': 'أدخل الوقت بصيغة ساعة:دقيقة، مثل 09:00',
          'hours.1.to': 'أدخل الوقت بصيغة ساعة:دقيقة، مثل 21:00',
        },
      ],
      [body({ hours: backwards }), { 'hours.2.to': 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.' }],
      [body({ hours: equal }), { 'hours.3.to': 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.' }],
      [body({ hours: missingTime }), { 'hours.4.from': 'الحقل ضروري.' }],
      [body({ hours: eight }), { hours: 'أدخل أوقات العمل لأيام الأسبوع السبعة.' }],
      [body({ hours: week().slice(0, 6) }), { hours: 'أدخل أوقات العمل لأيام الأسبوع السبعة.' }],
      [body({ hours: repeated }), { hours: 'تكرر اليوم نفسه في أوقات العمل.' }],
      [body({ hours: badDay }), { 'hours.6.day': 'اليوم غير صحيح.' }],
      [body({ hours: undefined }), { hours: 'الحقل ضروري.' }],
    ]

    for (const [payload, expected] of cases) {
      for (const [method, url, referer] of [
        [
          'post',
          route('dashboard.branches.store', { username: 'demo' }),
          route('dashboard.branches.create', { username: 'demo' }),
        ],
        [
          'put',
          route('dashboard.branches.update', { username: 'demo', id: first.id }),
          route('dashboard.branches.edit', { username: 'demo', id: first.id }),
        ],
      ] as const) {
        const response = await send(client, method, url, owner, referer, payload)
        assert.oneOf(response.status(), [302, 303], `${method} ${JSON.stringify(expected)}`)
        assert.equal(response.header('location'), referer)
        const errors = pageErrors(response)
        for (const [field, message] of Object.entries(expected)) {
          assert.equal(errors[field], message, `${method} ${field}`)
        }
      }
    }
    // nothing stored, nothing changed
    const after = await branchRows(demo.id)
    assert.deepEqual(
      after.map((b) => b.serialize()),
      before.map((b) => b.serialize())
    )
  })

  test("nakheel's merchant gets 404 on demo's branches and changes nothing", async ({
    client,
    route,
    assert,
  }) => {
    const nakheel = await nakheelOwner()
    const demo = await demoWebsite()
    const before = await branchRows(demo.id)
    const [first] = before

    // demo's routes
    for (const url of [
      route('dashboard.branches.index', { username: 'demo' }),
      route('dashboard.branches.create', { username: 'demo' }),
      route('dashboard.branches.edit', { username: 'demo', id: first.id }),
    ]) {
      const response = await client.get(url).withInertia().loginAs(nakheel)
      assert.equal(response.status(), 404, url)
    }
    // demo's ids through nakheel's own website
    const edit = await client
      .get(route('dashboard.branches.edit', { username: 'nakheel', id: first.id }))
      .withInertia()
      .loginAs(nakheel)
    edit.assertStatus(404)
    const referer = route('dashboard.branches.index', { username: 'nakheel' })
    for (const username of ['nakheel', 'demo']) {
      const put = await send(
        client,
        'put',
        route('dashboard.branches.update', { username, id: first.id }),
        nakheel,
        referer,
        body({ name: 'اختراق' })
      )
      assert.equal(put.status(), 404, `put ${username}`)
      const del = await send(
        client,
        'delete',
        route('dashboard.branches.destroy', { username, id: first.id }),
        nakheel,
        referer
      )
      assert.equal(del.status(), 404, `delete ${username}`)
    }
    const post = await send(
      client,
      'post',
      route('dashboard.branches.store', { username: 'demo' }),
      nakheel,
      referer,
      body()
    )
    post.assertStatus(404)

    const after = await branchRows(demo.id)
    assert.deepEqual(
      after.map((b) => b.serialize()),
      before.map((b) => b.serialize())
    )
  })

  test("past the plan's branch_count: refused with the message and the plans link, nothing stored", async ({
    client,
    route,
    assert,
  }) => {
    const owner = await nakheelOwner()
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const before = await branchRows(nakheel.id)
    assert.lengthOf(before, 1)

    const index = await client
      .get(route('dashboard.branches.index', { username: 'nakheel' }))
      .withInertia()
      .loginAs(owner)
    assert.deepEqual((index.inertiaProps as any).plan, { limit: 1, used: 1, canAdd: false })

    const referer = route('dashboard.branches.create', { username: 'nakheel' })
    const response = await send(
      client,
      'post',
      route('dashboard.branches.store', { username: 'nakheel' }),
      owner,
      referer,
      body()
    )
    response.assertStatus(303)
    response.assertHeader('location', referer)
    const message = 'بلغت حد باقتك في «عدد الفروع» (1). رقِّ باقتك لإضافة المزيد.'
    assert.equal(response.flashMessages().error, message)
    assert.equal(response.flashMessages().error_code, 'plan_limit_reached')
    assert.lengthOf(await branchRows(nakheel.id), 1)

    // the page it goes back to shows the message with the link to the plans page
    const page = await client
      .get(referer)
      .loginAs(owner)
      .withSession({})
      .withFlashMessages({ error: message, error_code: 'plan_limit_reached' })
    page.assertStatus(200)
    const html = page.text()
    assert.include(html, 'dash-plan-notice')
    assert.include(html, message)
    assert.include(html, `href="${route('marketing.plans.index')}"`)
  })

  test('the last branch stays while services or bookings need it', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const website = await WebsiteFactory.merge({ userId: owner.id }).create()
    const branch = await BranchFactory.merge({ websiteId: website.id }).create()
    await ServiceFactory.merge({ websiteId: website.id }).create()
    const username = website.username
    const referer = route('dashboard.branches.index', { username })
    const response = await send(
      client,
      'delete',
      route('dashboard.branches.destroy', { username, id: branch.id }),
      owner,
      referer
    )
    response.assertStatus(303)
    response.assertHeader('location', referer)
    assert.equal(
      response.flashMessages().error,
      'لا يمكن حذف آخر فرع ما دامت لديك خدمات أو حجوزات، أضف فرعا آخر قبل حذفه.'
    )
    assert.isNotNull(await Branch.find(branch.id))

    // with a second branch, the first can go
    await BranchFactory.merge({ websiteId: website.id }).create()
    const again = await send(
      client,
      'delete',
      route('dashboard.branches.destroy', { username, id: branch.id }),
      owner,
      referer
    )
    again.assertStatus(303)
    assert.isNull(await Branch.find(branch.id))
  })

  test('a branch with a coming booking stays; a past booking keeps its page and bill', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const [, second] = await branchRows(demo.id)
    const customer = await CustomerFactory.merge({ websiteId: demo.id }).create()
    const start = DateTime.utc().plus({ days: 2 })
    const coming = await BookingFactory.merge({
      websiteId: demo.id,
      customerId: customer.id,
      branchId: second.id,
      status: 'pending',
      startAt: start,
      endAt: start.plus({ hours: 1 }),
    }).create()
    const referer = route('dashboard.branches.index', { username: 'demo' })
    const url = route('dashboard.branches.destroy', { username: 'demo', id: second.id })
    const refused = await send(client, 'delete', url, owner, referer)
    assert.equal(
      refused.flashMessages().error,
      'لا يمكن حذف فرع لديه حجوزات قادمة أو قيد المراجعة، أكملها أو ألغها أولا.'
    )
    assert.isNotNull(await Branch.find(second.id))

    // done and in the past: the branch may go, the booking stays without a branch
    const past = DateTime.utc().minus({ days: 3 })
    coming.merge({ status: 'success', startAt: past, endAt: past.plus({ hours: 1 }) })
    await coming.save()
    const deleted = await send(client, 'delete', url, owner, referer)
    assert.equal(deleted.flashMessages().success, 'تم حذف الفرع')
    assert.isNull(await Branch.find(second.id))
    const booking = await Booking.findOrFail(coming.id)
    assert.isNull(booking.branchId)
    const show = await client
      .get(route('store.bookings.show', { username: 'demo', id: booking.id }))
      .withGuard('customer')
      .loginAs(customer)
      .withInertia()
    show.assertStatus(200)
    assert.isNull((show.inertiaProps as any).booking.branch)
  })
})

test.group('Dashboard: branches drive the booking wizard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('closing a weekday removes its times at once', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const [branch] = await branchRows(demo.id)
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const customer = await makeCustomer(demo, 'branch.hours@example.com')
    const [service] = await bookableServices(demo)
    const choice = [{ service_id: service.id, option_id: 'any' as const }]

    // open every day first, so every weekday has times
    const everyDay = week().map((d) => ({ ...d, open: true }))
    const editUrl = route('dashboard.branches.edit', { username: 'demo', id: branch.id })
    const updateUrl = route('dashboard.branches.update', { username: 'demo', id: branch.id })
    await send(
      client,
      'put',
      updateUrl,
      owner,
      editUrl,
      body({ name: branch.name, hours: everyDay })
    )
    const cartId = await createCart(client, demo, customer, choice, session)
    const before = (await cartPage(client, demo, customer, cartId, session)).availability
    // tomorrow's weekday: today's times may all be past (the window starts now, in Riyadh)
    const tomorrow = before[1]
    assert.isFalse(tomorrow.closed)
    assert.isAbove(tomorrow.times.length, 0)
    const closedDay = WEEK_DAYS.indexOf(tomorrow.weekday)

    const closed = everyDay.map((d) => (d.day === closedDay ? { ...d, open: false } : d))
    const saved = await send(
      client,
      'put',
      updateUrl,
      owner,
      editUrl,
      body({ name: branch.name, hours: closed })
    )
    saved.assertStatus(303)
    const after = (await cartPage(client, demo, customer, cartId, session)).availability
    const day = after.find((d) => d.weekday === tomorrow.weekday)!
    assert.isTrue(day.closed)
    assert.lengthOf(day.times, 0)
    // the other days keep their times (today may be past closing: skip it)
    for (const other of after.slice(1).filter((d) => d.weekday !== tomorrow.weekday)) {
      assert.isFalse(other.closed, other.date)
      assert.isAbove(other.times.length, 0, other.date)
    }
  })

  test('with 2 seats two bookings fit one time; the third is refused', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const demo = await demoWebsite()
    const [branch] = await branchRows(demo.id)
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const editUrl = route('dashboard.branches.edit', { username: 'demo', id: branch.id })
    const updateUrl = route('dashboard.branches.update', { username: 'demo', id: branch.id })
    const everyDay = week().map((d) => ({ ...d, open: true }))
    const saved = await send(
      client,
      'put',
      updateUrl,
      owner,
      editUrl,
      body({ name: branch.name, seats: 2, hours: everyDay })
    )
    saved.assertStatus(303)

    const [service] = await bookableServices(demo)
    const choice = [{ service_id: service.id, option_id: 'any' as const }]
    const customers = await Promise.all(
      ['seat.a', 'seat.b', 'seat.c'].map((name) => makeCustomer(demo, `${name}@example.com`))
    )
    const carts: number[] = []
    for (const customer of customers) {
      carts.push(await createCart(client, demo, customer, choice, session))
    }
    const { availability } = await cartPage(client, demo, customers[0], carts[0], session)
    const slot = offeredSlots(availability).at(-1)!
    const confirmAt = (index: number) =>
      confirm(
        client,
        demo,
        customers[index],
        {
          reservation_cart_id: carts[index],
          date: slot.date,
          time: slot.time,
          payment_method: 'on_arrive',
        },
        session
      )

    ;(await confirmAt(0)).assertStatus(303)
    // one seat left: the time is still offered and the second booking takes it
    const second = await cartPage(client, demo, customers[1], carts[1], session)
    assert.isTrue(offeredSlots(second.availability).some((s) => s.startAt === slot.startAt))
    const secondResponse = await confirmAt(1)
    secondResponse.assertStatus(303)
    assert.match(String(secondResponse.header('location')), /\/booking\/success\/\d+$/)

    // both seats taken: gone from the times, and a confirmation is refused
    const third = await cartPage(client, demo, customers[2], carts[2], session)
    assert.isFalse(offeredSlots(third.availability).some((s) => s.startAt === slot.startAt))
    const refused = await confirmAt(2)
    assert.equal(pageErrors(refused).time, 'الموعد المختار لم يعد متاحا، اختر موعدا آخر')
    const held = await Booking.query()
      .where('website_id', demo.id)
      .where('branch_id', branch.id)
      .where('start_at', '>=', DateTime.fromISO(slot.startAt).minus({ minutes: 1 }).toJSDate())
    assert.isAtLeast(held.length, 2)
  })
})
