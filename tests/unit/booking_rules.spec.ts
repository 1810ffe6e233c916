import { test } from '@japa/runner'
import { confirmBookingValidator, reservationCartValidator } from '#validators/booking'
import { bookingPaymentMethods } from '#services/booking/booking_catalogue'

async function passes(run: () => Promise<unknown>) {
  try {
    await run()
    return true
  } catch {
    return false
  }
}

test.group('Booking rules', () => {
  test("the cart takes a service id with an option id or 'any'", async ({ assert }) => {
    const ok = await reservationCartValidator.validate({
      services: [
        { service_id: '3', option_id: 'any' },
        { service_id: 4, option_id: '12' },
      ],
    })
    assert.deepEqual(ok.services, [
      { service_id: 3, option_id: 'any' },
      { service_id: 4, option_id: 12 },
    ])
    for (const services of [
      [],
      [{ service_id: 3 }],
      [{ service_id: 3, option_id: 'all' }],
      [{ service_id: 0, option_id: 'any' }],
    ]) {
      assert.isFalse(
        await passes(() => reservationCartValidator.validate({ services })),
        JSON.stringify(services)
      )
    }
    const many = Array.from({ length: 21 }, (_, i) => ({ service_id: i + 1, option_id: 'any' }))
    await assert.rejects(() => reservationCartValidator.validate({ services: many }))
  })

  test('the confirmation takes a day, a time and a listed payment method', async ({ assert }) => {
    const ok = {
      reservation_cart_id: 5,
      date: '2026-11-24',
      time: '10:30',
      payment_method: 'on_arrive',
    }
    assert.deepEqual(await confirmBookingValidator.validate(ok), ok)
    for (const bad of [
      { ...ok, date: '24-11-2026' },
      { ...ok, time: '10:30 ص' },
      { ...ok, time: '24:00' },
      { ...ok, payment_method: 'cod' },
      { ...ok, reservation_cart_id: -1 },
    ]) {
      await assert.rejects(() => confirmBookingValidator.validate(bad))
    }
    assert.deepEqual(
      bookingPaymentMethods().map((m) => [m.value, m.enabled]),
      [
        ['on_arrive', true],
        ['installment', false],
        ['card', false],
      ]
    )
  })
})
