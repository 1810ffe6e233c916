// "This customer's own order or booking": one lookup, and every miss is the same miss.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { CustomerPurchases } from '#services/customers/customer_purchases'
import { makeCustomer, websites } from '#tests/functional/store/account_helpers'

test.group('Customer purchases: the own order or booking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finds the own order and booking with their bill; another customer, website or id finds nothing', async ({
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const reem = await makeCustomer(demo, 'own.reem@example.com')
    const sara = await makeCustomer(demo, 'own.sara@example.com')
    const order = await OrderFactory.merge({ websiteId: demo.id, customerId: reem.id })
      .with('bill')
      .create()
    const booking = await BookingFactory.merge({ websiteId: demo.id, customerId: reem.id })
      .with('bill')
      .create()

    const own = await CustomerPurchases.order(demo, reem, String(order.id)).first()
    assert.equal(own?.id, order.id)
    assert.equal(own?.bill?.orderId, order.id)
    const ownBooking = await CustomerPurchases.booking(demo, reem, booking.id).first()
    assert.equal(ownBooking?.id, booking.id)
    assert.isNotNull(ownBooking?.bill)

    // another customer of the website, the same id on another website, and ids that are not ids
    assert.isNull(await CustomerPurchases.order(demo, sara, order.id).first())
    assert.isNull(await CustomerPurchases.booking(demo, sara, booking.id).first())
    assert.isNull(await CustomerPurchases.order(nakheel, reem, order.id).first())
    assert.isNull(await CustomerPurchases.booking(nakheel, reem, booking.id).first())
    for (const id of ['abc', '-1', '0', '1.5', undefined, `${order.id} OR 1=1`]) {
      assert.isNull(await CustomerPurchases.order(demo, reem, id).first(), String(id))
    }
    // an order id is not a booking id
    if (order.id !== booking.id) {
      assert.isNull(await CustomerPurchases.booking(demo, reem, order.id).first())
    }
  })
})
