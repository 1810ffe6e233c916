import { test } from '@japa/runner'
import { BookingFactory } from '#database/factories/booking_factory'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Booking from '#models/booking'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { bookableServices, book } from '#tests/functional/store/booking_helpers'
import { recordQueries } from '#tests/functional/store/catalogue_helpers'

test.group('Bookings list, detail and bill', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("no bookings yet: 'لاتوجد طلبات حاليا' and zero counters", async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'bookings.none@example.com')
    const response = await client
      .get(route('store.bookings.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
    response.assertStatus(200)
    assert.include(response.text(), 'لاتوجد طلبات حاليا')
    const page = await client
      .get(route('store.bookings.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertInertiaComponent('store/booking/index')
    page.assertInertiaPropsContains({ stats: { success: 0, pending: 0, cancel: 0 }, bookings: [] })
  })

  test('the counters and the table show only the own bookings, newest first, paginated', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'bookings.list@example.com')
    const other = await makeCustomer(demo, 'bookings.list.other@example.com')
    const [a] = await bookableServices(demo)
    const choice = [{ service_id: a.id, option_id: 'any' as const }]
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await book(client, demo, reem, choice, i * 3)).bookingId)
    await book(client, demo, other, choice, 20)
    await Booking.query().where('id', ids[0]).update({ status: 'success' })
    await Booking.query().where('id', ids[1]).update({ status: 'cancel' })

    const page = await client
      .get(route('store.bookings.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    const props = page.body().props
    assert.deepEqual(props.stats, { success: 1, pending: 1, cancel: 1 })
    assert.deepEqual(
      props.bookings.map((b: any) => b.id),
      [...ids].reverse()
    )
    const row = props.bookings.find((b: any) => b.id === ids[0])
    assert.equal(row.statusLabel, 'مكتمل')
    assert.equal(row.total, a.price)
    assert.include(
      row.dateLabel,
      DateTime.fromISO(row.startAt).setZone('Asia/Riyadh').year.toString()
    )
    assert.match(row.timeLabel, /^\d{2}:\d{2} (ص|م) - \d{2}:\d{2} (ص|م)$/)
    assert.deepEqual(
      props.bookings.map((b: any) => b.statusLabel),
      ['بانتظار التأكيد', 'ملغي', 'مكتمل']
    )
    assert.deepEqual(props.pagination, { currentPage: 1, lastPage: 1, total: 3 })

    const html = await client
      .get(route('store.bookings.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
    assert.include(html.text(), `href="/o/demo/booking/${ids[2]}"`)
    assert.include(html.text(), 'بانتظار التأكيد')

    // eleven more bookings: two pages of ten, a fixed number of queries
    const template = await Booking.query().where('id', ids[2]).preload('bill').firstOrFail()
    for (let i = 0; i < 11; i++) {
      await BookingFactory.merge({
        websiteId: demo.id,
        customerId: reem.id,
        branchId: template.branchId,
        startAt: template.startAt.plus({ days: 30 + i }),
        endAt: template.endAt.plus({ days: 30 + i }),
        durationMinutes: template.durationMinutes,
        subtotal: template.subtotal,
        vat: template.vat,
        total: template.total,
      }).create()
    }
    const visit = (n: number) =>
      client
        .get(route('store.bookings.index', { username: 'demo' }, { qs: { page: n } }))
        .withGuard('customer')
        .loginAs(reem)
        .withInertia()
    let second: Awaited<ReturnType<typeof visit>> | undefined
    const firstQueries = await recordQueries(() => visit(1))
    const secondQueries = await recordQueries(async () => {
      second = await visit(2)
    })
    assert.deepEqual(second!.body().props.pagination, { currentPage: 2, lastPage: 2, total: 14 })
    assert.lengthOf(second!.body().props.bookings, 4)
    const ofBookings = (sqls: string[]) =>
      sqls.filter((sql) => /[`"](bookings|bills)[`"]/.test(sql)).length
    assert.equal(ofBookings(firstQueries), ofBookings(secondQueries))
    assert.isAtMost(ofBookings(firstQueries), 4)
  })

  test('the detail: services, summary, payment status from the bill, print button', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'bookings.detail@example.com')
    const [a, b] = await bookableServices(demo)
    const option = b.options[0]
    const { bookingId } = await book(client, demo, reem, [
      { service_id: a.id, option_id: 'any' },
      { service_id: b.id, option_id: option.id },
    ])
    const booking = await Booking.query().where('id', bookingId).preload('bill').firstOrFail()
    const page = await client
      .get(route('store.bookings.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('store/booking/show')
    const detail = page.body().props.booking
    assert.equal(detail.number, booking.number)
    assert.equal(detail.reservationCode, booking.reservationCode)
    assert.equal(detail.paymentMethod, 'الدفع عند الوصول')
    assert.deepEqual(detail.payment, {
      status: 'unpaid',
      label: 'غير مدفوع',
      paidAmount: 0,
      remaining: booking.total,
    })
    assert.deepEqual(
      detail.items.map((i: any) => [i.index, i.name, i.optionName, i.price]),
      [
        [1, a.name, null, a.price],
        [2, b.name, option.name, b.price + option.extraPrice],
      ]
    )
    assert.deepEqual(
      [detail.subtotal, detail.vat, detail.total],
      [booking.subtotal, booking.vat, booking.total]
    )
    assert.isTrue(detail.hasBill)

    // paid bill: paid amount is the bill total, nothing remains
    booking.bill.status = 'paid'
    booking.bill.paidAt = DateTime.utc()
    await booking.bill.save()
    const paid = await client
      .get(route('store.bookings.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    assert.deepEqual(paid.body().props.booking.payment, {
      status: 'paid',
      label: 'مدفوع',
      paidAmount: booking.total,
      remaining: 0,
    })

    const html = await client
      .get(route('store.bookings.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
    assert.include(html.text(), 'طباعة الفاتورة')
    assert.include(html.text(), `/o/demo/booking/${bookingId}/bill`)
  })

  test("the bill: 'فاتورة ضريبية مبسطة' with the seller, lines, VAT and the ZATCA QR", async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const reem = await makeCustomer(demo, 'bookings.bill@example.com')
    const [a] = await bookableServices(demo)
    const { bookingId } = await book(client, demo, reem, [{ service_id: a.id, option_id: 'any' }])
    const booking = await Booking.query().where('id', bookingId).preload('bill').firstOrFail()
    const page = await client
      .get(route('store.booking_bills.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('store/booking/bill')
    const bill = page.body().props.bill
    assert.equal(bill.title, 'فاتورة ضريبية مبسطة')
    assert.equal(bill.number, booking.bill.number)
    assert.equal(bill.bookingNumber, booking.number)
    assert.equal(bill.seller.vatNumber, '310122334400003')
    assert.deepEqual(
      [bill.subtotal, bill.vat, bill.total],
      [booking.bill.subtotal, booking.bill.vat, booking.bill.total]
    )
    assert.equal(bill.total, a.price)
    assert.equal(bill.qr.payload, booking.bill.zatcaQr)
    assert.include(bill.qr.svg, '<svg')
    assert.equal(decodeZatcaTlv(bill.qr.payload).vatNumber, '310122334400003')
    const html = await client
      .get(route('store.booking_bills.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
    assert.include(html.text(), 'فاتورة ضريبية مبسطة')
    assert.match(html.text(), /<title[^>]*>صفحتي \| فاتورة ضريبية مبسطة رقم \d+<\/title>/)
  })

  test("another customer's or another website's booking: 'الحجز غير موجود' with 404", async ({
    client,
    assert,
    route,
  }) => {
    const { demo, nakheel } = await websites()
    const reem = await makeCustomer(demo, 'bookings.owner@example.com')
    const other = await makeCustomer(demo, 'bookings.intruder@example.com')
    const nakheelCustomer = await makeCustomer(nakheel, 'bookings.owner@example.com')
    const [a] = await bookableServices(demo)
    const { bookingId } = await book(client, demo, reem, [{ service_id: a.id, option_id: 'any' }])

    for (const path of [
      `/o/demo/booking/${bookingId}`,
      `/o/demo/booking/${bookingId}/bill`,
      `/o/demo/booking/success/${bookingId}`,
      '/o/demo/booking/999999',
    ]) {
      const response = await client.get(path).withGuard('customer').loginAs(other)
      response.assertStatus(404)
      assert.include(response.text(), 'الحجز غير موجود', path)
    }
    for (const path of [
      `/o/nakheel/booking/${bookingId}`,
      `/o/nakheel/booking/${bookingId}/bill`,
    ]) {
      const response = await client.get(path).withGuard('customer').loginAs(nakheelCustomer)
      response.assertStatus(404)
      assert.include(response.text(), 'الحجز غير موجود', path)
    }
    // the demo customer's own session opens nothing on nakheel either
    const cross = await client
      .get(route('store.bookings.show', { username: 'nakheel', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
      .redirects(0)
    assert.equal(cross.header('location'), '/o/nakheel/login')
    // and the other customer's list stays empty
    const list = await client
      .get(route('store.bookings.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(other)
      .withInertia()
    assert.deepEqual(list.body().props.bookings, [])
  })
})
