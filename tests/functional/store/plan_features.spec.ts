import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import Order from '#models/order'
import CartItem from '#models/cart_item'
import ReservationCart from '#models/reservation_cart'
import { WebsiteFactory } from '#database/factories/website_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { CheckoutService } from '#services/orders/checkout_service'
import { BookingService } from '#services/booking/booking_service'
import { DomainError } from '#exceptions/domain_error'

/** A website on a seeded plan, with a customer. */
async function storeOn(planCode: string) {
  const plan = await Plan.findByOrFail('code', planCode)
  const website = await WebsiteFactory.merge({ planId: plan.id }).create()
  const customer = await CustomerFactory.merge({ websiteId: website.id }).create()
  return { website, customer }
}

test.group('Plan features on the storefront: orders and bookings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a plan without manage_orders takes no order, and the cart stays', async ({ assert }) => {
    const { website, customer } = await storeOn('content')
    const address = await AddressFactory.merge({
      websiteId: website.id,
      customerId: customer.id,
    }).create()
    const product = await ProductFactory.merge({ websiteId: website.id }).create()
    const cart = await CartFactory.merge({
      websiteId: website.id,
      customerId: customer.id,
      addressId: address.id,
    }).create()
    await CartItemFactory.merge({
      websiteId: website.id,
      cartId: cart.id,
      productId: product.id,
    }).create()

    const refused = await new CheckoutService(website, customer)
      .place({ token: 'plan-check-token', branch: null, delivery: { method: 'delivery' } })
      .catch((error) => error)
    assert.instanceOf(refused, DomainError)
    assert.equal((refused as DomainError).reason, 'orders_unavailable')
    assert.equal((refused as DomainError).userMessage, 'الطلب من هذا المتجر غير متاح حاليا.')
    assert.isNull(await Order.query().where('website_id', website.id).first())
    assert.lengthOf(await CartItem.query().where('cart_id', cart.id), 1)
  })

  test('a plan without add_reservations takes no booking', async ({ assert }) => {
    const { website, customer } = await storeOn('free')
    const service = await ServiceFactory.merge({ websiteId: website.id }).create()
    const refused = await new BookingService(website, customer)
      .createCart({ services: [{ service_id: service.id, option_id: 'any' }] }, null)
      .catch((error) => error)
    assert.instanceOf(refused, DomainError)
    assert.equal((refused as DomainError).reason, 'bookings_unavailable')
    assert.isNull(await ReservationCart.query().where('website_id', website.id).first())
  })

  test('a plan with bookings takes none without a branch open on some day', async ({ assert }) => {
    const { website, customer } = await storeOn('monthly')
    const service = await ServiceFactory.merge({ websiteId: website.id }).create()
    const attempt = () =>
      new BookingService(website, customer)
        .createCart({ services: [{ service_id: service.id, option_id: 'any' }] }, null)
        .catch((error) => error)
    assert.equal((await attempt()).reason, 'bookings_unavailable')
    await BranchFactory.merge({ websiteId: website.id }).apply('closed').create()
    assert.equal((await attempt()).reason, 'bookings_unavailable')
    assert.isNull(await ReservationCart.query().where('website_id', website.id).first())
  })

  test('the same calls go through on a plan that has both (monthly)', async ({ assert }) => {
    const { website, customer } = await storeOn('monthly')
    await BranchFactory.merge({ websiteId: website.id }).create()
    const service = await ServiceFactory.merge({ websiteId: website.id }).create()
    const cart = await new BookingService(website, customer).createCart(
      { services: [{ service_id: service.id, option_id: 'any' }] },
      null
    )
    assert.exists(cart)
  })
})
