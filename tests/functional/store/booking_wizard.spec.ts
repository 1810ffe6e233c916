import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Booking from '#models/booking'
import Plan from '#models/plan'
import ReservationCart from '#models/reservation_cart'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { splitVat } from '#services/invoices/vat'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  book,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
  pageErrors,
  postCart,
} from '#tests/functional/store/booking_helpers'

const branchKey = (websiteId: number) => `store_branch_${websiteId}`

test.group('Booking wizard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest is sent to login from every booking address', async ({ client, assert, route }) => {
    for (const path of [
      '/o/demo/booking/cart?sid=1',
      '/o/demo/booking',
      '/o/demo/booking/1',
      '/o/demo/booking/1/bill',
    ]) {
      const response = await client.get(path).redirects(0)
      assert.equal(response.status(), 302, path)
      assert.equal(response.header('location'), '/o/demo/login', path)
    }
    const post = await client
      .post(route('store.booking_cart.store', { username: 'demo' }))
      .withInertia()
      .json({ services: [] })
      .withCsrfToken()
      .redirects(0)
    assert.equal(post.header('location'), '/o/demo/login')
    const confirmPost = await client
      .post(route('store.bookings.store', { username: 'demo' }))
      .withInertia()
      .json({})
      .withCsrfToken()
      .redirects(0)
    assert.equal(confirmPost.header('location'), '/o/demo/login')
  })

  test('step 1: services grouped by category, ?sid= preselected only for this website', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'booking.step1@example.com')
    const services = await bookableServices(demo)
    const response = await client
      .get(route('store.booking_cart.show', { username: 'demo' }, { qs: { sid: services[1].id } }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    response.assertStatus(200)
    const props = response.body().props
    assert.equal(response.body().component, 'store/booking/cart')
    assert.equal(props.preselectedId, services[1].id)
    assert.isNull(props.cart)
    assert.isNull(props.availability)
    assert.isFalse(props.cartGone)
    const ids = props.categories.flatMap((g: any) => g.services.map((s: any) => s.id)).sort()
    assert.deepEqual(ids, services.map((s) => s.id).sort())
    assert.isAtLeast(props.categories.length, 2)
    assert.isTrue(props.categories.every((g: any) => g.name && g.services.length > 0))
    assert.deepEqual(props.paymentMethods, [
      { value: 'on_arrive', label: 'الدفع عند الوصول', enabled: true },
      { value: 'installment', label: 'تقسيط', enabled: false },
      { value: 'card', label: 'بطاقة', enabled: false },
    ])

    for (const sid of ['999999', 'abc', '-3']) {
      const other = await client
        .get(route('store.booking_cart.show', { username: 'demo' }, { qs: { sid } }))
        .withGuard('customer')
        .loginAs(reem)
        .withInertia()
      other.assertStatus(200)
      assert.isNull(other.body().props.preselectedId, sid)
    }
    // the SSR page renders in Arabic
    const html = await client
      .get(route('store.booking_cart.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
    html.assertStatus(200)
    assert.include(html.text(), 'اختر الخدمات')
  })

  test('a website without services answers 404 on the wizard', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await websites()
    const customer = await makeCustomer(nakheel, 'booking.nakheel@example.com')
    const response = await client
      .get(route('store.booking_cart.show', { username: 'nakheel' }))
      .withGuard('customer')
      .loginAs(customer)
    response.assertStatus(404)
    assert.include(response.text(), 'لا توجد خدمات متاحة للحجز في هذا المتجر')
    // its bookings list still answers, empty
    const list = await client
      .get(route('store.bookings.index', { username: 'nakheel' }))
      .withGuard('customer')
      .loginAs(customer)
    list.assertStatus(200)
    assert.include(list.text(), 'لاتوجد طلبات حاليا')
  })

  test('the reservation cart refuses bad choices in Arabic and stores nothing', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'booking.bad@example.com')
    const [a, b] = await bookableServices(demo)
    const cases: [unknown, Record<string, string>][] = [
      [[], { services: 'اختر عنصرا واحدا على الأقل.' }],
      ['x', { services: 'قيمة الحقل غير صحيحة.' }],
      [
        [{ service_id: 999999, option_id: 'any' }],
        { 'services.0.service_id': 'الخدمة غير موجودة' },
      ],
      [
        [{ service_id: a.id, option_id: b.options[0].id }],
        { 'services.0.option_id': 'الخيار المختار غير موجود لهذه الخدمة' },
      ],
      [
        [{ service_id: a.id, option_id: 'some' }],
        { 'services.0.option_id': 'يجب أن يكون الحقل رقما.' },
      ],
      [
        [{ service_id: 'abc', option_id: 'any' }],
        { 'services.0.service_id': 'يجب أن يكون الحقل رقما.' },
      ],
      [
        [
          { service_id: a.id, option_id: 'any' },
          { service_id: a.id, option_id: 'any' },
        ],
        { services: 'اخترت الخدمة نفسها أكثر من مرة' },
      ],
    ]
    for (const [services, errors] of cases) {
      const response = await postCart(client, demo, reem, services)
      response.assertStatus(303)
      response.assertHeader('location', '/o/demo/booking/cart')
      assert.deepEqual(pageErrors(response), errors, JSON.stringify(services))
    }
    assert.lengthOf(await ReservationCart.query().where('customer_id', reem.id), 0)
  })

  test('prices and durations of the cart come from the database, never from the browser', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'booking.prices@example.com')
    const [a, b] = await bookableServices(demo)
    const longHair = b.options.at(-1)!
    const cartId = await createCart(client, demo, reem, [
      { service_id: a.id, option_id: 'any', price: 1, duration: 1 },
      { service_id: b.id, option_id: longHair.id, price: 1, total: 1 },
    ])
    const { cart } = await cartPage(client, demo, reem, cartId)
    const total = a.price + b.price + longHair.extraPrice
    assert.equal(cart.total, total)
    assert.deepEqual(
      { subtotal: cart.subtotal, vat: cart.vat },
      {
        subtotal: splitVat(total).subtotal,
        vat: splitVat(total).vat,
      }
    )
    assert.equal(cart.durationMinutes, a.durationMinutes + b.durationMinutes)
    assert.deepEqual(
      cart.items.map((i) => [i.serviceId, i.optionId, i.price]),
      [
        [a.id, null, a.price],
        [b.id, longHair.id, b.price + longHair.extraPrice],
      ]
    )
    // a second cart replaces the unconfirmed first
    await createCart(client, demo, reem, [{ service_id: a.id, option_id: 'any' }])
    assert.lengthOf(await ReservationCart.query().where('customer_id', reem.id), 1)

    // another customer's cart id is not shown
    const other = await makeCustomer(demo, 'booking.prices2@example.com')
    const peek = await cartPage(client, demo, other, cartId)
    assert.isNull(peek.cart)
    assert.isNull(peek.availability)
    assert.isTrue(peek.response.body().props.cartGone)
  })

  test("availability: 7 days from today, the branch's closed days disabled, no past time", async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'booking.days@example.com')
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [branchKey(demo.id)]: branch.id }
    const [a] = await bookableServices(demo)
    const cartId = await createCart(
      client,
      demo,
      reem,
      [{ service_id: a.id, option_id: 'any' }],
      session
    )
    assert.equal((await ReservationCart.findOrFail(cartId)).branchId, branch.id)
    const { availability } = await cartPage(client, demo, reem, cartId, session)

    const today = DateTime.now().setZone(STORE_TIMEZONE).startOf('day')
    assert.deepEqual(
      availability.map((d) => d.date),
      Array.from({ length: 7 }, (_, i) => today.plus({ days: i }).toISODate())
    )
    for (const day of availability) {
      const closed = branch.workingHours[day.weekday as keyof typeof branch.workingHours] === null
      assert.equal(day.closed, closed, day.date)
      if (closed) assert.lengthOf(day.times, 0)
      if (['sat', 'sun'].includes(day.weekday)) assert.isTrue(day.closed, 'seeded weekend')
    }
    const now = Date.now()
    for (const slot of offeredSlots(availability)) {
      assert.isAbove(Date.parse(slot.startAt), now)
    }
    assert.isAbove(offeredSlots(availability).length, 0)
    // each time shows the booking's length
    const html = await client
      .get(route('store.booking_cart.show_cart', { username: 'demo', cart: cartId }))
      .withGuard('customer')
      .loginAs(reem)
      .withSession(session)
    assert.include(html.text(), '1 ساعة مدة')
  })

  test('confirm makes one pending booking, its lines and an unpaid bill with the VAT split', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'booking.confirm@example.com')
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [branchKey(demo.id)]: branch.id }
    const [a, b] = await bookableServices(demo)
    const option = b.options[1]
    const cartId = await createCart(
      client,
      demo,
      reem,
      [
        { service_id: a.id, option_id: 'any' },
        { service_id: b.id, option_id: option.id },
      ],
      session
    )
    const { availability } = await cartPage(client, demo, reem, cartId, session)
    const slot = offeredSlots(availability)[0]
    const body = {
      reservation_cart_id: cartId,
      date: slot.date,
      time: slot.time,
      payment_method: 'on_arrive',
      total: 1,
    }
    const first = await confirm(client, demo, reem, body, session)
    first.assertStatus(303)
    const booking = await Booking.query()
      .where('customer_id', reem.id)
      .preload('items', (q) => q.orderBy('id'))
      .preload('bill')
      .firstOrFail()
    first.assertHeader('location', `/o/demo/booking/success/${booking.id}`)

    const total = a.price + b.price + option.extraPrice
    const { subtotal, vat } = splitVat(total)
    assert.equal(booking.status, 'pending')
    assert.equal(booking.paymentMethod, 'on_arrive')
    assert.equal(booking.branchId, branch.id)
    assert.deepEqual([booking.subtotal, booking.vat, booking.total], [subtotal, vat, total])
    assert.equal(booking.durationMinutes, a.durationMinutes + b.durationMinutes)
    assert.equal(booking.startAt.toUTC().toISO(), DateTime.fromISO(slot.startAt).toUTC().toISO())
    assert.equal(booking.endAt.diff(booking.startAt, 'minutes').minutes, booking.durationMinutes)
    assert.match(booking.reservationCode, /^BK-[A-Z0-9]{7}$/)
    assert.deepEqual(
      booking.items.map((i) => [i.serviceName, i.optionName, i.price]),
      [
        [a.name, null, a.price],
        [b.name, option.name, b.price + option.extraPrice],
      ]
    )
    assert.equal(booking.bill.status, 'unpaid')
    assert.equal(booking.bill.paymentMethod, 'on_arrive')
    assert.deepEqual(
      [booking.bill.subtotal, booking.bill.vat, booking.bill.total],
      [subtotal, vat, total]
    )
    const qr = decodeZatcaTlv(booking.bill.zatcaQr)
    assert.equal(qr.sellerName, 'مؤسسة لمسة جمال للتجميل')
    assert.equal(qr.total, (total / 100).toFixed(2))
    assert.equal(qr.vat, (vat / 100).toFixed(2))

    // the same confirmation again (a double click) lands on the same booking
    const again = await confirm(client, demo, reem, body, session)
    again.assertHeader('location', `/o/demo/booking/success/${booking.id}`)
    assert.lengthOf(await Booking.query().where('customer_id', reem.id), 1)

    // the success page shows the number linking to the booking
    const success = await client
      .get(route('store.bookings.success', { username: 'demo', id: booking.id }))
      .withGuard('customer')
      .loginAs(reem)
    success.assertStatus(200)
    assert.include(success.text(), `href="/o/demo/booking/${booking.id}"`)
    const successPage = await client
      .get(route('store.bookings.success', { username: 'demo', id: booking.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.equal(successPage.body().props.booking.number, booking.number)
    assert.equal(successPage.body().props.booking.id, booking.id)

    // the slot is no longer offered at this branch, still offered at the other
    const sara = await makeCustomer(demo, 'booking.confirm2@example.com')
    const saraCart = await createCart(
      client,
      demo,
      sara,
      [{ service_id: a.id, option_id: 'any' }],
      session
    )
    const taken = await cartPage(client, demo, sara, saraCart, session)
    assert.notInclude(
      offeredSlots(taken.availability).map((s) => s.startAt),
      slot.startAt
    )
    const refused = await confirm(
      client,
      demo,
      sara,
      {
        reservation_cart_id: saraCart,
        date: slot.date,
        time: slot.time,
        payment_method: 'on_arrive',
      },
      session
    )
    refused.assertFlashMessage('errorsBag', { time: 'الموعد المختار لم يعد متاحا، اختر موعدا آخر' })
    assert.lengthOf(await Booking.query().where('customer_id', sara.id), 0)

    // a cancelled booking frees its time
    booking.status = 'cancel'
    await booking.save()
    const freed = await cartPage(client, demo, sara, saraCart, session)
    assert.include(
      offeredSlots(freed.availability).map((s) => s.startAt),
      slot.startAt
    )
  })

  test('confirm refuses bad input in Arabic and stores nothing', async ({ client, assert }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'booking.confirmbad@example.com')
    const other = await makeCustomer(demo, 'booking.confirmother@example.com')
    const [a] = await bookableServices(demo)
    const cartId = await createCart(client, demo, reem, [{ service_id: a.id, option_id: 'any' }])
    const othersCart = await createCart(client, demo, other, [
      { service_id: a.id, option_id: 'any' },
    ])
    const { availability } = await cartPage(client, demo, reem, cartId)
    const slot = offeredSlots(availability)[0]
    const closedDay = availability.find((d) => d.closed)!
    const ok = {
      reservation_cart_id: cartId,
      date: slot.date,
      time: slot.time,
      payment_method: 'on_arrive',
    }
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {},
        {
          reservation_cart_id: 'الحقل ضروري.',
          date: 'الحقل ضروري.',
          time: 'الحقل ضروري.',
          payment_method: 'الحقل ضروري.',
        },
      ],
      [{ ...ok, date: '23-11-2026' }, { date: 'صيغة الحقل غير صحيحة.' }],
      [{ ...ok, time: '25:00' }, { time: 'صيغة الحقل غير صحيحة.' }],
      [{ ...ok, payment_method: 'bitcoin' }, { payment_method: 'القيمة المختارة غير صحيحة.' }],
      [
        { ...ok, payment_method: 'card' },
        { payment_method: 'طريقة الدفع هذه غير متاحة حاليا، اختر الدفع عند الوصول' },
      ],
      [
        { ...ok, payment_method: 'installment' },
        { payment_method: 'طريقة الدفع هذه غير متاحة حاليا، اختر الدفع عند الوصول' },
      ],
      [
        { ...ok, reservation_cart_id: othersCart },
        { reservation_cart_id: 'سلة الحجز غير موجودة أو انتهت صلاحيتها، اختر الخدمات من جديد' },
      ],
      [
        { ...ok, reservation_cart_id: 999999 },
        { reservation_cart_id: 'سلة الحجز غير موجودة أو انتهت صلاحيتها، اختر الخدمات من جديد' },
      ],
      [
        { ...ok, date: closedDay.date, time: '12:00' },
        { time: 'الموعد المختار لم يعد متاحا، اختر موعدا آخر' },
      ],
      [{ ...ok, time: '03:00' }, { time: 'الموعد المختار لم يعد متاحا، اختر موعدا آخر' }],
      [
        { ...ok, date: '2020-01-06', time: '12:00' },
        { time: 'الموعد المختار لم يعد متاحا، اختر موعدا آخر' },
      ],
    ]
    for (const [body, errors] of cases) {
      const response = await confirm(client, demo, reem, body)
      response.assertStatus(303)
      // back to step 3 of the same cart (the cart is in the path, so the way back keeps it)
      if (typeof body.reservation_cart_id === 'number') {
        response.assertHeader('location', `/o/demo/booking/cart/${body.reservation_cart_id}`)
      }
      assert.deepEqual(pageErrors(response), errors, JSON.stringify(body))
    }
    // an expired cart
    await ReservationCart.query()
      .where('id', cartId)
      .update({ expiresAt: DateTime.utc().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    const expired = await confirm(client, demo, reem, ok)
    expired.assertFlashMessage('errorsBag', {
      reservation_cart_id: 'سلة الحجز غير موجودة أو انتهت صلاحيتها، اختر الخدمات من جديد',
    })
    assert.lengthOf(
      await Booking.query()
        .where('website_id', demo.id)
        .whereIn('customer_id', [reem.id, other.id]),
      0
    )
  })

  test('a customer of demo cannot use a demo cart on nakheel', async ({ client, assert }) => {
    const { demo, nakheel } = await websites()
    // nakheel's free plan takes no bookings at all; on a plan that does, the carts stay per website
    await nakheel.merge({ planId: (await Plan.findByOrFail('code', 'monthly')).id }).save()
    const reem = await makeCustomer(demo, 'booking.cross@example.com')
    const [a] = await bookableServices(demo)
    const cartId = await createCart(client, demo, reem, [{ service_id: a.id, option_id: 'any' }])
    const nakheelCustomer = await makeCustomer(nakheel, 'booking.cross@example.com')
    const response = await confirm(client, nakheel, nakheelCustomer, {
      reservation_cart_id: cartId,
      date: '2030-01-07',
      time: '12:00',
      payment_method: 'on_arrive',
    })
    response.assertFlashMessage('errorsBag', {
      reservation_cart_id: 'سلة الحجز غير موجودة أو انتهت صلاحيتها، اختر الخدمات من جديد',
    })
    // a demo service cannot go into a nakheel cart
    const wrong = await postCart(client, nakheel, nakheelCustomer, [
      { service_id: a.id, option_id: 'any' },
    ])
    wrong.assertFlashMessage('errorsBag', { 'services.0.service_id': 'الخدمة غير موجودة' })
    assert.lengthOf(await Booking.query().where('website_id', nakheel.id), 0)
    const { bookingId } = await book(client, demo, reem, [{ service_id: a.id, option_id: 'any' }])
    assert.isAbove(bookingId, 0)
  })
})
