import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import Bill from '#models/bill'
import Order from '#models/order'
import CartItem from '#models/cart_item'
import { SERVICE_UNAVAILABLE_MESSAGE } from '#exceptions/handler'
import { activeProducts, makeCustomer, websites } from '#tests/functional/store/account_helpers'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'

/**
 * The database connection drops in the middle of an order confirmation, after the order row and before
 * its bill: the transaction rolls back, nothing of the order stays, the cart keeps its lines, and the
 * customer gets the Arabic 503 instead of a half order.
 */
test.group('Faults: an interrupted order confirmation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('leaves no half-written order and keeps the cart', async ({ client, assert }) => {
    const { demo } = await websites()
    const [product] = await activeProducts(demo)
    const branch = await demo.related('branches').query().firstOrFail()
    const customer = await makeCustomer(demo, 'interrupted@example.com')
    const address = await AddressFactory.merge({
      customerId: customer.id,
      websiteId: demo.id,
    }).create()
    const cart = await CartFactory.merge({
      websiteId: demo.id,
      customerId: customer.id,
      addressId: address.id,
    }).create()
    await CartItemFactory.merge({
      websiteId: demo.id,
      cartId: cart.id,
      productId: product.id,
      quantity: 2,
    }).create()

    // the connection is lost while the bill is written (the order row is already in)
    const dropConnection = () => {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })
    }
    Bill.before('create', dropConnection)
    try {
      const response = await client
        .post(router.makeUrl('store.checkout.store', { username: 'demo' }))
        .header('accept', 'text/html')
        .withGuard('customer')
        .loginAs(customer)
        .form({ payment_method: 'cod', checkout_token: 'a'.repeat(36), branch_id: branch.id })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(503)
      assert.include(response.text(), SERVICE_UNAVAILABLE_MESSAGE)
    } finally {
      Bill.$hooks.remove('before:create', dropConnection)
    }

    assert.lengthOf(await Order.query().where('customer_id', customer.id), 0)
    const lines = await CartItem.query().where('cart_id', cart.id)
    assert.lengthOf(lines, 1)
    assert.equal(lines[0].quantity, 2)
  })
})
