// The phone app's "today" board (/dashboard/{username}/today): the day's bookings, the orders, one-tap changes, plans.
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import type User from '#models/user'
import Bill from '#models/bill'
import Booking from '#models/booking'
import Order from '#models/order'
import PurchaseEvent from '#models/purchase_event'
import { TodayBoard } from '#services/dashboard/today_board'
import {
  bookingOf,
  customerOf,
  demoOwner,
  nakheelOwner,
  orderOf,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { bookingToday } from '#tests/functional/dashboard/today_helpers'
import { memberOf, twoBranches } from '#tests/functional/staff/staff_helpers'

/** PATCH one tap from the board, as this merchant. */
function tap(
  client: ApiClient,
  owner: User,
  kind: 'orders' | 'bookings',
  username: string,
  id: number,
  body: Record<string, unknown>
) {
  return client
    .patch(router.makeUrl(`dashboard.today.${kind}.update`, { username, id }))
    .header('referer', router.makeUrl('dashboard.today.show', { username }))
    .withInertia()
    .json(body)
    .withCsrfToken()
    .loginAs(owner)
    .redirects(0)
}

test.group('Dashboard: the today board', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("lists today's bookings by Saudi hour and the orders to act on, this website's only", async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const late = await bookingToday(demo, hind, { hour: 14, minute: 0 })
    const early = await bookingToday(demo, hind, { hour: 10, minute: 30 })
    const sameHour = await bookingToday(demo, hind, { hour: 10, minute: 0 })
    await bookingOf(demo, hind) // tomorrow: not today's
    const pending = await orderOf(demo, hind, { hoursAgo: 30 })
    const done = await orderOf(demo, hind, { status: 'success', hoursAgo: 30 })
    const other = await customerOf(nakheel, 'سارة', '0569990000')
    await bookingToday(nakheel, other, { hour: 10, minute: 0 })
    await orderOf(nakheel, other)

    const response = await client
      .get(route('dashboard.today.show', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/today/show')
    const props = response.inertiaProps as any
    assert.deepEqual(props.today.sides, { order: true, booking: true })
    assert.deepEqual(
      props.bookings.hours.map((hour: any) => [hour.label, hour.bookings.map((b: any) => b.id)]),
      [
        ['10:00 ص', [sameHour.id, early.id]],
        ['02:00 م', [late.id]],
      ]
    )
    assert.deepInclude(props.bookings, { total: 3, pending: 3 })
    assert.deepInclude(props.bookings.hours[0].bookings[1], {
      startLabel: '10:30 ص',
      canChangeStatus: true,
      canMarkPaid: true,
      customer: { name: 'هند السبيعي', phone: '0561234567' },
    })
    // a pending order of yesterday is still to act on; a completed one of yesterday is not today's
    const orderIds = props.orders.map((o: any) => o.id)
    assert.include(orderIds, pending.id)
    assert.notInclude(orderIds, done.id)
    assert.isTrue(
      props.orders.every(
        (o: any) => o.status === 'pending' || o.createdAt >= DateTime.now().toISODate()
      )
    )
  })

  test('confirms a booking, marks an order paid and cancels another in one tap each', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingToday(demo, hind, { hour: 11 })
    const order = await orderOf(demo, hind)
    const second = await orderOf(demo, hind)
    const owner = await demoOwner()

    const confirmed = await tap(client, owner, 'bookings', 'demo', booking.id, {
      status: 'success',
    })
    confirmed.assertStatus(303)
    assert.equal(
      confirmed.header('location'),
      router.makeUrl('dashboard.today.show', { username: 'demo' })
    )
    confirmed.assertFlashMessage('success', `تم تأكيد الحجز رقم ${booking.number}.`)
    assert.equal((await Booking.findOrFail(booking.id)).status, 'success')

    const paid = await tap(client, owner, 'orders', 'demo', order.id, {
      paid: true,
      payment_method: 'cash',
    })
    paid.assertFlashMessage('success', `تم تسجيل دفع الطلب رقم ${order.number}.`)
    const bill = await Bill.findByOrFail('order_id', order.id)
    assert.deepInclude(bill.serialize(), { status: 'paid', paymentMethod: 'cash' })

    const cancelled = await tap(client, owner, 'orders', 'demo', second.id, { status: 'cancel' })
    cancelled.assertFlashMessage('success', `تم إلغاء الطلب رقم ${second.number}.`)
    assert.equal((await Order.findOrFail(second.id)).status, 'cancel')

    // who did it is on each one's history
    const events = await PurchaseEvent.query()
      .whereIn('order_id', [order.id, second.id])
      .orWhere('booking_id', booking.id)
      .orderBy('id')
    assert.deepEqual(
      events.map((e) => [e.action, e.userId]),
      [
        ['success', owner.id],
        ['paid', owner.id],
        ['cancel', owner.id],
      ]
    )

    // a second tap on the confirmed booking is refused in Arabic, nothing changes
    const again = await tap(client, owner, 'bookings', 'demo', booking.id, { status: 'cancel' })
    assert.oneOf(again.status(), [302, 303])
    assert.match(String(again.flashMessages()?.error), /لا يمكن تغيير حالة الحجز/)
    assert.equal((await Booking.findOrFail(booking.id)).status, 'success')
  })

  test('odd input is an Arabic message that stores nothing', async ({ client, assert }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingToday(demo, hind, { hour: 12 })
    const owner = await demoOwner()
    const odd = await tap(client, owner, 'bookings', 'demo', booking.id, { status: 'done' })
    assert.oneOf(odd.status(), [302, 303])
    assert.deepEqual(odd.flashMessages()?.errors, { status: ['القيمة المختارة غير صحيحة.'] })
    const empty = await tap(client, owner, 'bookings', 'demo', booking.id, {})
    assert.deepInclude(empty.flashMessages(), {
      error_code: 'purchase_change_empty',
      errorsBag: { status: 'لم تختر أي تغيير.' },
    })
    assert.equal((await Booking.findOrFail(booking.id)).status, 'pending')
  })

  test("another merchant's website and another website's ids are 404", async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingToday(demo, hind, { hour: 9 })
    const order = await orderOf(demo, hind)
    const stranger = await nakheelOwner()

    const page = await client
      .get(route('dashboard.today.show', { username: 'demo' }))
      .loginAs(stranger)
    page.assertStatus(404)
    for (const [kind, id] of [
      ['bookings', booking.id],
      ['orders', order.id],
    ] as const) {
      const refused = await tap(client, stranger, kind, 'demo', id, { status: 'cancel' })
      refused.assertStatus(404)
    }
    // demo's owner through their own website, with nakheel's ids
    const sara = await customerOf(nakheel, 'سارة', '0569990000')
    const theirs = await bookingToday(nakheel, sara, { hour: 9 })
    const owner = await demoOwner()
    const foreign = await tap(client, owner, 'bookings', 'demo', theirs.id, { status: 'cancel' })
    foreign.assertStatus(404)
    assert.equal((await Booking.findOrFail(theirs.id)).status, 'pending')
    assert.equal((await Booking.findOrFail(booking.id)).status, 'pending')
  })

  test('a plan without the two apps sees the plans notice, never a 500, and changes nothing', async ({
    client,
    route,
    assert,
  }) => {
    const { nakheel } = await sites()
    const sara = await customerOf(nakheel, 'سارة', '0569990000')
    const booking = await bookingToday(nakheel, sara, { hour: 9 })
    const order = await orderOf(nakheel, sara)
    const owner = await nakheelOwner()

    const page = await client
      .get(route('dashboard.today.show', { username: 'nakheel' }))
      .withInertia()
      .loginAs(owner)
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.deepEqual(props.today.sides, { order: false, booking: false })
    assert.isNull(props.bookings)
    assert.isNull(props.orders)

    const html = await client
      .get(route('dashboard.today.show', { username: 'nakheel' }))
      .loginAs(owner)
    assert.include(html.text(), 'تطبيق الحجوزات')
    assert.include(html.text(), 'تطبيق إدارة الفروع')
    assert.include(html.text(), router.makeUrl('marketing.plans.index'))

    for (const [kind, id, feature] of [
      ['bookings', booking.id, 'تطبيق الحجوزات'],
      ['orders', order.id, 'تطبيق إدارة الفروع'],
    ] as const) {
      const refused = await tap(client, owner, kind, 'nakheel', id, { status: 'success' })
      assert.oneOf(refused.status(), [302, 303])
      assert.include(String(refused.flashMessages()?.error), feature)
    }
    assert.equal((await Booking.findOrFail(booking.id)).status, 'pending')
    assert.equal((await Order.findOrFail(order.id)).status, 'pending')
  })

  test('a branch narrows the board; a branch role sees its own branch only', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const branches = await demo.related('branches').query().orderBy('id')
    assert.isAtLeast(branches.length, 2, 'demo has two branches')
    const [first, second] = branches
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const here = await bookingToday(demo, hind, { hour: 10, minute: 0, branchId: first.id })
    const there = await bookingToday(demo, hind, { hour: 11, minute: 0, branchId: second.id })
    const ids = (board: any) =>
      board.bookings.hours.flatMap((h: any) => h.bookings.map((b: any) => b.id))

    const narrowed = await client
      .get(route('dashboard.today.show', { username: 'demo' }))
      .qs({ branch: second.id })
      .withInertia()
      .loginAs(await demoOwner())
    const props = narrowed.inertiaProps as any
    assert.equal(props.today.branchId, second.id)
    assert.deepEqual(ids(props), [there.id])
    assert.equal(props.today.branches.length, branches.length)

    // another website's branch or a word: every branch
    const nakheelBranch = await nakheel.related('branches').query().firstOrFail()
    for (const branch of [String(nakheelBranch.id), 'x']) {
      const all = await client
        .get(route('dashboard.today.show', { username: 'demo' }))
        .qs({ branch })
        .withInertia()
        .loginAs(await demoOwner())
      assert.includeMembers(ids(all.inertiaProps), [here.id, there.id])
    }

    // a branch role: its branch only, and no other offered; a branch not the website's shows nothing
    const seat = await TodayBoard.of(demo, { branchId: first.id, onlyBranch: true })
    assert.deepEqual(
      seat.bookings!.map((b) => b.id),
      [here.id]
    )
    assert.deepEqual(
      seat.branches.map((b) => b.id),
      [first.id]
    )
    const lost = await TodayBoard.of(demo, { branchId: nakheelBranch.id, onlyBranch: true })
    assert.deepEqual([lost.bookings, lost.orders], [[], []])
  })

  test("a branch seat works its own branch's board; reception has no order side", async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const { own, other } = await twoBranches(demo)
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const mine = await bookingToday(demo, hind, { hour: 10, branchId: own.id })
    const theirs = await bookingToday(demo, hind, { hour: 11, branchId: other.id })
    const ownOrder = await orderOf(demo, hind)
    await ownOrder.merge({ branchId: own.id }).save()
    const otherOrder = await orderOf(demo, hind)
    await otherOrder.merge({ branchId: other.id }).save()
    const board = (user: any) =>
      client
        .get(route('dashboard.today.show', { username: 'demo' }))
        .qs({ branch: other.id })
        .withInertia()
        .loginAs(user)

    const reception = await memberOf(demo, 'reception', own.id)
    const seen = (await board(reception)).inertiaProps as any
    assert.deepEqual(
      seen.bookings.hours.flatMap((h: any) => h.bookings.map((b: any) => b.id)),
      [mine.id]
    )
    assert.deepEqual(
      seen.today.branches.map((b: any) => b.id),
      [own.id]
    )
    assert.isFalse(seen.today.withOrders)
    assert.isNull(seen.orders)
    ;(
      await tap(client, reception, 'bookings', 'demo', theirs.id, { status: 'cancel' })
    ).assertStatus(404)
    ;(
      await tap(client, reception, 'orders', 'demo', ownOrder.id, { status: 'cancel' })
    ).assertStatus(404)
    const done = await tap(client, reception, 'bookings', 'demo', mine.id, { status: 'success' })
    assert.oneOf(done.status(), [302, 303])
    assert.equal((await Booking.findOrFail(mine.id)).status, 'success')
    assert.equal((await Booking.findOrFail(theirs.id)).status, 'pending')

    const manager = await memberOf(demo, 'branch_manager', own.id)
    const managed = (await board(manager)).inertiaProps as any
    assert.isTrue(managed.today.withOrders)
    const orderIds = managed.orders.map((o: any) => o.id)
    assert.include(orderIds, ownOrder.id)
    assert.notInclude(orderIds, otherOrder.id)
  })
})
