import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Bill from '#models/bill'
import Booking from '#models/booking'
import PurchaseEvent from '#models/purchase_event'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  book,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
} from '#tests/functional/store/booking_helpers'
import {
  bookingOf,
  customerOf,
  demoOwner,
  nakheelOwner,
  patchPurchase,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'

test.group('Dashboard: bookings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists newest first with the appointment, counters, filters and the detail', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const first = await bookingOf(demo, hind)
    const second = await bookingOf(demo, hind, { status: 'success' })
    const owner = await demoOwner()

    const response = await client
      .get(route('dashboard.bookings.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    response.assertInertiaComponent('dashboard/bookings/index')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.bookings.map((b: any) => b.id),
      [second.id, first.id]
    )
    assert.deepEqual(props.counters, { pending: 1, success: 1, cancel: 0 })
    assert.deepInclude(props.bookings[1], {
      reservationCode: first.reservationCode,
      customer: { name: 'هند السبيعي', phone: '0561234567' },
    })
    // as stored (the factory's Riyadh time goes through the database's own format)
    await first.refresh()
    assert.equal(props.bookings[1].startAt, first.startAt.toUTC().toISO())
    assert.match(props.bookings[1].timeLabel, /^\d{2}:\d{2} [صم] - \d{2}:\d{2} [صم]$/)
    assert.equal(props.dashboard.badges['dashboard.bookings.index'], 1)

    // by reservation code; by the day of the appointment (tomorrow, Riyadh)
    const day = first.startAt.setZone('Asia/Riyadh').toFormat('yyyy-MM-dd')
    for (const [qs, ids] of [
      [{ q: first.reservationCode.toLowerCase() }, [first.id]],
      [{ from: day, to: day, status: 'pending' }, [first.id]],
      [{ to: first.startAt.minus({ days: 2 }).toFormat('yyyy-MM-dd') }, []],
    ] as const) {
      const filtered = await client
        .get(route('dashboard.bookings.index', { username: 'demo' }))
        .qs(qs)
        .withInertia()
        .loginAs(owner)
      assert.deepEqual(
        (filtered.inertiaProps as any).bookings.map((b: any) => b.id),
        ids
      )
    }

    const show = await client
      .get(route('dashboard.bookings.show', { username: 'demo', id: first.id }))
      .withInertia()
      .loginAs(owner)
    show.assertInertiaComponent('dashboard/bookings/show')
    const booking = (show.inertiaProps as any).booking
    assert.deepInclude(booking, {
      id: first.id,
      reservationCode: first.reservationCode,
      status: 'pending',
      total: first.total,
      vat: first.vat,
      subtotal: first.subtotal,
      canChangeStatus: true,
      canMarkPaid: true,
    })
    assert.equal(booking.items[0].name, 'قص الشعر')
    assert.equal(booking.customer.name, 'هند السبيعي')
    assert.equal(booking.bill.paymentMethod, 'الدفع عند الوصول')
    const html = (
      await client
        .get(route('dashboard.bookings.show', { username: 'demo', id: first.id }))
        .loginAs(owner)
    ).text()
    assert.include(html, 'تأكيد الحجز')
    assert.include(html, 'قص الشعر')
  })

  test('confirm, refuse a second move, mark paid; the customer sees each change', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingOf(demo, hind)
    const owner = await demoOwner()
    const customerView = async () => {
      const page = await client
        .get(route('store.bookings.show', { username: 'demo', id: booking.id }))
        .withGuard('customer')
        .loginAs(hind)
        .withInertia()
      return (page.inertiaProps as any).booking
    }
    assert.equal((await customerView()).status, 'pending')

    const done = await patchPurchase(client, owner, 'bookings', 'demo', booking.id, {
      status: 'success',
    })
    done.assertFlashMessage('success', 'تم تأكيد الحجز.')
    assert.deepInclude(await customerView(), { status: 'success', statusLabel: 'مكتمل' })

    const refused = await patchPurchase(client, owner, 'bookings', 'demo', booking.id, {
      status: 'cancel',
    })
    refused.assertFlashMessage(
      'error',
      'لا يمكن تغيير حالة الحجز: حالته الآن «مكتمل»، والحالة تتغير من «بانتظار التأكيد» فقط.'
    )

    const paid = await patchPurchase(client, owner, 'bookings', 'demo', booking.id, {
      paid: true,
      payment_method: 'cash',
    })
    paid.assertFlashMessage('success', 'تم تسجيل دفع الفاتورة.')
    assert.equal((await customerView()).payment.status, 'paid')
    const bill = await Bill.findByOrFail('booking_id', booking.id)
    assert.equal(bill.paymentMethod, 'cash')
    assert.isNotNull(bill.paidAt)
    assert.deepEqual(
      (await PurchaseEvent.query().where('booking_id', booking.id).orderBy('id')).map((e) => [
        e.action,
        e.actorName,
      ]),
      [
        ['success', owner.name],
        ['paid', owner.name],
      ]
    )
  })

  test('cancelling a booking frees its time at once: another customer can book it', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    branch.seats = 1
    await branch.save()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const reem = await makeCustomer(demo, 'slot.reem@example.com')
    const sara = await makeCustomer(demo, 'slot.sara@example.com', 'سارة القحطاني')
    const [service] = await bookableServices(demo)
    const choice = [{ service_id: service.id, option_id: 'any' as const }]

    const { bookingId, slot } = await book(client, demo, reem, choice, 0, session)
    const saraCart = await createCart(client, demo, sara, choice, session)
    const before = await cartPage(client, demo, sara, saraCart, session)
    assert.notInclude(
      offeredSlots(before.availability).map((s) => s.startAt),
      slot.startAt,
      'the booked time is taken'
    )

    const cancel = await patchPurchase(client, await demoOwner(), 'bookings', 'demo', bookingId, {
      status: 'cancel',
    })
    cancel.assertFlashMessage('success', 'تم إلغاء الحجز.')

    const after = await cartPage(client, demo, sara, saraCart, session)
    assert.include(
      offeredSlots(after.availability).map((s) => s.startAt),
      slot.startAt,
      'the cancelled time is offered again'
    )
    const rebooked = await confirm(
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
    assert.match(String(rebooked.header('location')), /\/booking\/success\/\d+$/)
    const saras = await Booking.query().where('customer_id', sara.id)
    assert.lengthOf(saras, 1)
    assert.equal(
      saras[0].startAt.toMillis(),
      (await Booking.findOrFail(bookingId)).startAt.toMillis()
    )

    // the customer's own page says cancelled
    const mine = await client
      .get(route('store.bookings.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.equal((mine.inertiaProps as any).booking.status, 'cancel')
  })

  test('the CSV of the bookings: BOM, Arabic header, appointment and code', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingOf(demo, hind)
    const response = await client
      .get(route('dashboard.bookings.export', { username: 'demo' }))
      .qs({ status: 'pending' })
      .loginAs(await demoOwner())
    response.assertStatus(200)
    assert.match(
      String(response.header('content-disposition')),
      /^attachment; filename="bookings-demo-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const text = response.text()
    assert.isTrue(text.startsWith('\uFEFF'))
    const lines = text.slice(1).trimEnd().split('\r\n')
    assert.equal(
      lines[0],
      'رقم الحجز,رمز الحجز,الموعد,تاريخ الحجز,العميل,الجوال,الحالة,الإجمالي (ر.س),الضريبة (ر.س),الدفع,المسترد (ر.س)'
    )
    assert.lengthOf(lines, 2)
    await booking.refresh()
    const when = booking.startAt.setZone('Asia/Riyadh').toFormat('yyyy-MM-dd HH:mm')
    assert.include(lines[1], `${booking.number},${booking.reservationCode},${when},`)
    assert.include(lines[1], 'هند السبيعي,0561234567,بانتظار التأكيد')
  })

  test("the booking's bill from the dashboard is the customer's document", async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingOf(demo, hind)
    const merchant = await client
      .get(route('dashboard.bookings.invoice', { username: 'demo', id: booking.id }))
      .withInertia()
      .loginAs(await demoOwner())
    merchant.assertInertiaComponent('store/booking/bill')
    const customer = await client
      .get(route('store.booking_bills.show', { username: 'demo', id: booking.id }))
      .withGuard('customer')
      .loginAs(hind)
      .withInertia()
    assert.deepEqual((merchant.inertiaProps as any).bill, (customer.inertiaProps as any).bill)
    assert.equal(
      (merchant.inertiaProps as any).bill.qr.payload,
      (await Bill.findByOrFail('booking_id', booking.id)).zatcaQr
    )
  })

  test("nakheel's merchant with demo's bookings: 404 on every route and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const hind = await customerOf(demo, 'هند السبيعي', '0561234567')
    const booking = await bookingOf(demo, hind)
    const nakheel = await nakheelOwner()
    const id = booking.id
    for (const url of [
      route('dashboard.bookings.index', { username: 'demo' }),
      route('dashboard.bookings.export', { username: 'demo' }),
      route('dashboard.bookings.show', { username: 'demo', id }),
      route('dashboard.bookings.invoice', { username: 'demo', id }),
      route('dashboard.bookings.show', { username: 'nakheel', id }),
      route('dashboard.bookings.invoice', { username: 'nakheel', id }),
    ]) {
      assert.equal((await client.get(url).loginAs(nakheel)).status(), 404, url)
    }
    for (const username of ['nakheel', 'demo']) {
      const response = await patchPurchase(client, nakheel, 'bookings', username, id, {
        status: 'cancel',
        paid: true,
      })
      assert.equal(response.status(), 404)
    }
    const csv = (
      await client.get(route('dashboard.bookings.export', { username: 'nakheel' })).loginAs(nakheel)
    ).text()
    assert.notInclude(csv, 'هند السبيعي')
    await booking.refresh()
    assert.equal(booking.status, 'pending')
    assert.equal((await Bill.findByOrFail('booking_id', id)).status, 'unpaid')
    assert.lengthOf(await PurchaseEvent.query().where('booking_id', id), 0)
  })
})
