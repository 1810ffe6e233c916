// The storefront's booking wizard with no global transaction: the reservation cart, then the booking and its bill
import { test } from '@japa/runner'
import Bill from '#models/bill'
import Booking from '#models/booking'
import BookingItem from '#models/booking_item'
import ReservationCart from '#models/reservation_cart'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'
import {
  bookableServices,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
} from '#tests/functional/store/booking_helpers'

test.group('Strict: storefront bookings', () => {
  test('a reservation cart, then a booking at the first free time', async ({ client, assert }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'booking.strict@example.com')
    const [first, second] = await bookableServices(demo)
    const option = first.options[0]
    const cartId = await createCart(client, demo, customer, [
      { service_id: first.id, option_id: option ? option.id : 'any' },
      { service_id: second.id, option_id: 'any' },
    ])
    const cart = await ReservationCart.findOrFail(cartId)
    assert.equal(cart.customerId, customer.id)

    // a second cart replaces the first one, never confirmed
    const again = await createCart(client, demo, customer, [
      { service_id: first.id, option_id: 'any' },
    ])
    assert.isNull(await ReservationCart.find(cartId))

    const { availability } = await cartPage(client, demo, customer, again)
    const [slot] = offeredSlots(availability)
    const response = await confirm(client, demo, customer, {
      reservation_cart_id: again,
      date: slot.date,
      time: slot.time,
      payment_method: 'on_arrive',
    })
    response.assertStatus(303)
    const booking = await Booking.query().where('customer_id', customer.id).firstOrFail()
    response.assertHeader('location', `/o/demo/booking/success/${booking.id}`)
    assert.equal(booking.status, 'pending')
    assert.equal(booking.reservationCartId, again)
    assert.lengthOf(await BookingItem.query().where('booking_id', booking.id), 1)
    assert.isNotNull(await Bill.findBy('booking_id', booking.id))
  })
})
