import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Bill from '#models/bill'
import { bookingOf, customerOf, sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { assertProblem, call, keyOf } from '#tests/functional/merchant_api/helpers'

test.group('Merchant API: bookings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('lists, reads, confirms, marks paid and shows the bill with its QR payload', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const sara = await customerOf(demo, 'سارة', '0551212121')
    const booking = await bookingOf(demo, sara)
    const key = await keyOf(demo, ['orders:read', 'orders:write'])
    const list = await call(client, 'get', `/bookings?q=${booking.reservationCode}`, key.value)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((row: any) => row.id),
      [booking.id]
    )
    assert.equal(list.body().data[0].reservation_code, booking.reservationCode)
    const shown = await call(client, 'get', `/bookings/${booking.id}`, key.value)
    assert.equal(shown.body().data.reservation_code, booking.reservationCode)
    const confirmed = await call(client, 'post', `/bookings/${booking.id}/confirm`, key.value, {
      paid: true,
      payment_method: 'cash',
    })
    confirmed.assertStatus(200)
    assert.equal(confirmed.body().data.status, 'success')
    assert.equal(confirmed.body().data.bill.status, 'paid')
    const invoice = await call(client, 'get', `/bookings/${booking.id}/invoice`, key.value)
    invoice.assertStatus(200)
    const bill = await Bill.findByOrFail('booking_id', booking.id)
    assert.equal(invoice.body().data.qr.payload, bill.zatcaQr)
    assert.equal(invoice.body().data.booking_number, booking.number)
  })

  test('forbidden: another website’s booking is a 404; a read-only key cannot cancel', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const theirs = await bookingOf(nakheel, await customerOf(nakheel, 'فهد', '0559998877'))
    const ours = await bookingOf(demo, await customerOf(demo, 'سارة', '0551212121'))
    const key = await keyOf(demo, ['orders:read', 'orders:write'])
    assertProblem(
      assert,
      await call(client, 'get', `/bookings/${theirs.id}`, key.value),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await call(client, 'post', `/bookings/${theirs.id}/cancel`, key.value),
      404,
      'not_found'
    )
    const reader = await keyOf(demo, ['orders:read'])
    assertProblem(
      assert,
      await call(client, 'post', `/bookings/${ours.id}/cancel`, reader.value),
      403,
      'api_scope_missing'
    )
    await ours.refresh()
    assert.equal(ours.status, 'pending')
  })
})
