import router from '@adonisjs/core/services/router'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#models/customer'
import Order from '#models/order'
import {
  activeProducts,
  makeCustomer,
  resetStoreState,
} from '#tests/functional/store/account_helpers'
import { placeOrder, submitAs, visitAs } from '#tests/functional/store/order_helpers'
import { demoOwner, nakheelOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { PASSWORD } from '#tests/functional/api/helpers'
import Booking from '#models/booking'
import {
  bookableServices,
  cartPage,
  confirm,
  createCart,
  offeredSlots,
} from '#tests/functional/store/booking_helpers'

/** The first Arabic message of a field in a refused form's errors. */
const errorOf = (response: any, field: string): string | undefined =>
  response.flashMessages().inputErrorsBag?.[field]?.[0]

const shipping = (username = 'demo') => router.makeUrl('store.checkout.shipping', { username })

/** A customer (without a mobile unless given) with an address and one product in the cart. */
async function cartReady(email: string, phone: string | null) {
  const { demo } = await sites()
  const customer = await makeCustomer(demo, email, 'ريم', phone)
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: demo.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي النرجس',
    street: 'شارع الثمامة',
    shortAddress: 'RNRA1234',
  }).create()
  const cart = await CartFactory.merge({ websiteId: demo.id, customerId: customer.id }).create()
  const [product] = await activeProducts(demo)
  await CartItemFactory.merge({
    websiteId: demo.id,
    cartId: cart.id,
    productId: product.id,
    quantity: 1,
  }).create()
  return { demo, customer, address }
}

test.group("Customers' mobiles: asked once, kept on the order", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  test('a customer without a mobile is asked for it at checkout, once', async ({
    client,
    assert,
  }) => {
    const { customer, address } = await cartReady('no.mobile@example.com', null)
    const page = await visitAs(client, shipping(), customer)
    page.assertStatus(200)
    page.assertInertiaPropsContains({ needsMobile: true })

    const url = router.makeUrl('store.checkout.choose_address', { username: 'demo' })
    const missing = await submitAs(client, 'post', url, customer, shipping(), {
      address_id: address.id,
    })
    missing.assertStatus(303)
    assert.equal(errorOf(missing, 'mobile'), 'الحقل ضروري.')
    assert.isNull((await Customer.findOrFail(customer.id)).phone)

    const bad = await submitAs(client, 'post', url, customer, shipping(), {
      address_id: address.id,
      mobile: '0451234567',
    })
    assert.equal(errorOf(bad, 'mobile'), 'أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05')

    // typed in Arabic-Indic digits with the +966 prefix: stored 05XXXXXXXX
    const good = await submitAs(client, 'post', url, customer, shipping(), {
      address_id: address.id,
      mobile: '+٩٦٦ ٥٥ ٣٣٣ ٤٤٥٥',
    })
    good.assertStatus(303)
    good.assertHeader('location', router.makeUrl('store.checkout.payment', { username: 'demo' }))
    const saved = await Customer.findOrFail(customer.id)
    assert.equal(saved.phone, '0553334455')

    const again = await visitAs(client, shipping(), saved)
    again.assertInertiaPropsContains({ needsMobile: false })
  })

  test("a mobile already on another customer's account of the website is refused", async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    await makeCustomer(demo, 'owner.of.mobile@example.com', 'هند', '0553334466')
    const { customer, address } = await cartReady('second@example.com', null)
    const response = await submitAs(
      client,
      'post',
      router.makeUrl('store.checkout.choose_address', { username: 'demo' }),
      customer,
      shipping(),
      { address_id: address.id, mobile: '0553334466' }
    )
    assert.equal(errorOf(response, 'mobile'), 'رقم الجوال مسجل لحساب آخر في هذا المتجر.')
    assert.isNull((await Customer.findOrFail(customer.id)).phone)
  })

  test('the order keeps the mobile it was placed with', async ({ client, assert }) => {
    const { demo } = await sites()
    const customer = await makeCustomer(demo, 'keeps@example.com', 'سارة', '0553334477')
    const [product] = await activeProducts(demo)
    const order = await placeOrder(client, demo, customer, [[product.id, 1]])
    assert.equal(order.customerMobile, '0553334477')
    customer.phone = '0553334478'
    await customer.save()
    assert.equal((await Order.findOrFail(order.id)).customerMobile, '0553334477')
  })

  test('an order cannot be placed without a mobile (sent back to the address step)', async ({
    client,
    assert,
  }) => {
    const { demo, customer, address } = await cartReady('skips@example.com', null)
    const cart = await customer.related('orders').query()
    assert.lengthOf(cart, 0)
    await (
      await import('#models/cart')
    ).default
      .query()
      .where('customer_id', customer.id)
      .update({ address_id: address.id })
    const branch = await demo.related('branches').query().firstOrFail()
    const response = await submitAs(
      client,
      'post',
      router.makeUrl('store.checkout.store', { username: 'demo' }),
      customer,
      router.makeUrl('store.checkout.payment', { username: 'demo' }),
      { payment_method: 'cod', checkout_token: randomUUID(), branch_id: branch.id }
    )
    response.assertStatus(303)
    response.assertHeader('location', shipping())
    assert.lengthOf(await Order.query().where('customer_id', customer.id), 0)
  })
})

test.group("Customers' mobiles: bookings", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  test('the wizard asks a customer without a mobile; the booking keeps it; the merchant sees it', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const customer = await makeCustomer(demo, 'book.mobile@example.com', 'أروى', null)
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const [service] = await bookableServices(demo)
    const cartId = await createCart(
      client,
      demo,
      customer,
      [{ service_id: service.id, option_id: 'any' }],
      session
    )
    const { response, availability } = await cartPage(client, demo, customer, cartId, session)
    response.assertInertiaPropsContains({ needsMobile: true })
    const slot = offeredSlots(availability)[0]
    const body = {
      reservation_cart_id: cartId,
      date: slot.date,
      time: slot.time,
      payment_method: 'on_arrive',
    }
    const missing = await confirm(client, demo, customer, body, session)
    missing.assertStatus(303)
    assert.match(JSON.stringify(missing.flashMessages()), /أدخل رقم جوالك/)
    assert.lengthOf(await Booking.query().where('customer_id', customer.id), 0)

    const made = await confirm(client, demo, customer, { ...body, mobile: '٠٥٥٣٣٣٤٤٢٢' }, session)
    made.assertStatus(303)
    const booking = await Booking.query().where('customer_id', customer.id).firstOrFail()
    assert.equal(booking.customerMobile, '0553334422')
    assert.equal((await Customer.findOrFail(customer.id)).phone, '0553334422')

    const page = await client
      .get(router.makeUrl('dashboard.bookings.show', { username: 'demo', id: booking.id }))
      .withInertia()
      .loginAs(await demoOwner())
    page.assertStatus(200)
    assert.equal(
      (page.inertiaProps as any).booking.customer.contact.whatsappUrl,
      'https://wa.me/966553334422'
    )
  })
})

test.group("Customers' mobiles: the merchant's order page, CSV and API", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  test('the order page has call and WhatsApp links; the CSV carries the mobile', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const customer = await makeCustomer(demo, 'reach@example.com', 'منى', '0553334488')
    const [product] = await activeProducts(demo)
    const order = await placeOrder(client, demo, customer, [[product.id, 1]])

    const page = await client
      .get(router.makeUrl('dashboard.orders.show', { username: 'demo', id: order.id }))
      .withInertia()
      .loginAs(await demoOwner())
    page.assertStatus(200)
    const { order: shown } = page.inertiaProps as any
    assert.deepEqual(shown.customer.contact, {
      mobile: '0553334488',
      callUrl: 'tel:+966553334488',
      whatsappUrl: 'https://wa.me/966553334488',
    })

    const csv = await client
      .get(router.makeUrl('dashboard.orders.export', { username: 'demo' }))
      .loginAs(await demoOwner())
    csv.assertStatus(200)
    const line = csv
      .text()
      .split(/\r?\n/)
      .find((row) => row.startsWith(`${order.number},`))
    assert.exists(line)
    assert.equal(line!.split(',')[3], '0553334488')
  })

  test("another website's merchant does not see the order (404)", async ({ client }) => {
    const { demo } = await sites()
    const customer = await makeCustomer(demo, 'private@example.com', 'عبير', '0553334499')
    const [product] = await activeProducts(demo)
    const order = await placeOrder(client, demo, customer, [[product.id, 1]])
    const response = await client
      .get(router.makeUrl('dashboard.orders.show', { username: 'nakheel', id: order.id }))
      .withInertia()
      .loginAs(await nakheelOwner())
    response.assertStatus(404)
  })

  test('POST /api/v1/order asks the mobile of a customer without one, keeps it, answers it', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const customer = await makeCustomer(demo, 'api.mobile@example.com', 'جود', null)
    const address = await AddressFactory.merge({
      customerId: customer.id,
      websiteId: demo.id,
      country: 'SA',
      city: 'جدة',
      district: 'حي الشاطئ',
      street: 'طريق الكورنيش',
      shortAddress: 'JSHA1234',
    }).create()
    const login = await client
      .post(`/api/v1/auth/login?username=demo`)
      .json({ email: 'api.mobile@example.com', password: PASSWORD })
    const token = login.body().authorisation.token
    const [product] = await activeProducts(demo)
    const body = {
      address_id: address.id,
      payment_method: 'cod',
      items: [{ id: product.id, quantity: 1 }],
    }
    const refused = await client
      .post('/api/v1/order?username=demo')
      .bearerToken(token)
      .json({ ...body, checkout_token: randomUUID() })
    refused.assertStatus(422)
    assert.match(JSON.stringify(refused.body()), /أدخل رقم جوالك/)

    const placed = await client
      .post('/api/v1/order?username=demo')
      .bearerToken(token)
      .json({ ...body, checkout_token: randomUUID(), mobile: '966553334411' })
    placed.assertStatus(201)
    assert.equal(placed.body().order.customer_mobile, '0553334411')
    assert.equal((await Customer.findOrFail(customer.id)).phone, '0553334411')

    const me = await client.get('/api/v1/auth/me?username=demo').bearerToken(token)
    assert.equal(JSON.stringify(me.body()).includes('0553334411'), true)
  })
})
