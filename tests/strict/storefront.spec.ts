// Storefront writes with no global transaction: customer accounts, cart, address, checkout, reorder
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import Address from '#models/address'
import Bill from '#models/bill'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import Customer from '#models/customer'
import Order from '#models/order'
import { LogTransport } from '#mails/transports/log_transport'
import {
  activeProducts,
  makeCustomer,
  PASSWORD,
  websites,
} from '#tests/functional/store/account_helpers'
import { submitAs } from '#tests/functional/store/order_helpers'

const cartLines = async (customer: Customer) => {
  const cart = await Cart.query().where('customer_id', customer.id).first()
  return cart ? CartItem.query().where('cart_id', cart.id).orderBy('id') : []
}

test.group('Strict: storefront customers', () => {
  test('a guest fills a cart, signs up, and a second guest cart is merged at login', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const guest = { [`store_cart_${demo.id}`]: 'g'.repeat(48) }
    const add = (productId: number, session: Record<string, string>) =>
      client
        .post(route('store.cart_items.store', { username: 'demo' }))
        .header('referer', route('store.home.show', { username: 'demo' }))
        .withSession(session)
        .withInertia()
        .form({ product_id: productId, quantity: 2 })
        .withCsrfToken()
        .redirects(0)
    ;(await add(a.id, guest)).assertStatus(303)

    const signup = await client
      .post(route('store.signup.store', { username: 'demo' }))
      .header('referer', route('store.signup.create', { username: 'demo' }))
      .withSession(guest)
      .withInertia()
      .form({
        name: 'منيرة الشهري',
        mobile: '0500000177',
        email: 'munira.strict@example.com',
        password: PASSWORD,
      })
      .withCsrfToken()
      .redirects(0)
    signup.assertStatus(303)
    signup.assertHeader('location', '/o/demo')
    const munira = await Customer.query()
      .where('website_id', demo.id)
      .where('email', 'munira.strict@example.com')
      .firstOrFail()
    assert.deepEqual(
      (await cartLines(munira)).map((line) => [line.productId, line.quantity]),
      [[a.id, 2]]
    )

    // another guest cart of the same product and a new one: added up at login
    const later = { [`store_cart_${demo.id}`]: 'h'.repeat(48) }
    ;(await add(a.id, later)).assertStatus(303)
    ;(await add(b.id, later)).assertStatus(303)
    const login = await client
      .post(route('store.session.store', { username: 'demo' }))
      .header('referer', route('store.session.create', { username: 'demo' }))
      .withSession(later)
      .withInertia()
      .form({ email: 'munira.strict@example.com', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    login.assertStatus(303)
    login.assertSession('auth_customer', munira.id)
    assert.deepEqual(
      (await cartLines(munira)).map((line) => [line.productId, line.quantity]),
      [
        [a.id, 4],
        [b.id, 2],
      ]
    )
  })

  test('a forgotten password is reset through the mailed link', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'forgot.strict@example.com')
    const asked = await client
      .post(route('store.password.send', { username: 'demo' }))
      .header('referer', route('store.password.forgot', { username: 'demo' }))
      .withInertia()
      .form({ email: customer.email })
      .withCsrfToken()
      .redirects(0)
    asked.assertStatus(303)
    const mail = LogTransport.lastTo(customer.email)!
    const token = /\/reset-password\/([0-9a-f]{64})/.exec(mail.text)![1]
    const reset = await client
      .post(route('store.password.update', { username: 'demo' }))
      .header('referer', route('store.password.edit', { username: 'demo', token }))
      .withInertia()
      .form({ token, password: 'newpass456', password_confirmation: 'newpass456' })
      .withCsrfToken()
      .redirects(0)
    reset.assertStatus(303)
    reset.assertHeader('location', '/o/demo/login')
    await customer.refresh()
    assert.isTrue(await hash.verify(customer.password, 'newpass456'))
  })
})

test.group('Strict: storefront cart and checkout', () => {
  test('cart lines are added, changed and removed; an address is added and an order placed', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const customer = await makeCustomer(demo, 'checkout.strict@example.com')
    const home = route('store.home.show', { username: 'demo' })
    const cartPage = route('store.cart.show', { username: 'demo' })
    const send = (method: 'post' | 'patch' | 'delete', url: string, from: string, form?: object) =>
      submitAs(client, method, url, customer, from, form as Record<string, unknown>)

    const store = route('store.cart_items.store', { username: 'demo' })
    ;(await send('post', store, home, { product_id: a.id, quantity: 1 })).assertStatus(303)
    ;(await send('post', store, home, { product_id: b.id, quantity: 1 })).assertStatus(303)
    const [lineA, lineB] = await cartLines(customer)
    const line = (id: number) => ({ username: 'demo', id })
    const changed = await send(
      'patch',
      route('store.cart_items.update', line(lineA.id)),
      cartPage,
      {
        quantity: 3,
      }
    )
    changed.assertStatus(303)
    await lineA.refresh()
    assert.equal(lineA.quantity, 3)
    ;(
      await send('delete', route('store.cart_items.destroy', line(lineB.id)), cartPage)
    ).assertStatus(303)
    assert.lengthOf(await cartLines(customer), 1)

    const shipping = route('store.checkout.shipping', { username: 'demo' })
    const added = await send(
      'post',
      route('store.addresses.store', { username: 'demo' }),
      shipping,
      {
        country: 'SA',
        city: 'الرياض',
        district: 'العليا',
        street: 'التحلية',
        short_address: 'RRRD2929',
      }
    )
    added.assertStatus(303)
    const address = await Address.query().where('customer_id', customer.id).firstOrFail()
    const chosen = await send(
      'post',
      route('store.checkout.choose_address', { username: 'demo' }),
      shipping,
      {
        address_id: address.id,
      }
    )
    chosen.assertHeader('location', '/o/demo/checkout/payment')

    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const placed = await send(
      'post',
      route('store.checkout.store', { username: 'demo' }),
      route('store.checkout.payment', { username: 'demo' }),
      { payment_method: 'cod', checkout_token: randomUUID(), branch_id: branch.id }
    )
    placed.assertStatus(303)
    const order = await Order.query()
      .where('customer_id', customer.id)
      .preload('items')
      .firstOrFail()
    placed.assertHeader('location', `/o/demo/checkout/success/${order.id}`)
    assert.equal(order.total, a.price * 3)
    assert.deepEqual(
      order.items.map((item) => [item.productId, item.quantity]),
      [[a.id, 3]]
    )
    assert.isNotNull(await Bill.findBy('order_id', order.id))
    assert.lengthOf(await cartLines(customer), 0)

    // reorder: the order's products go back in the cart
    const reorder = await send(
      'post',
      route('store.orders.reorder', { username: 'demo', id: order.id }),
      route('store.orders.show', { username: 'demo', id: order.id })
    )
    reorder.assertStatus(303)
    reorder.assertHeader('location', cartPage)
    assert.deepEqual(
      (await cartLines(customer)).map((item) => [item.productId, item.quantity]),
      [[a.id, 3]]
    )

    // a second address is added and deleted
    ;(
      await send('post', route('store.addresses.store', { username: 'demo' }), shipping, {
        country: 'SA',
        city: 'جدة',
        district: 'الروضة',
        street: 'صاري',
        short_address: 'JRDA4321',
      })
    ).assertStatus(303)
    const second = await Address.query()
      .where('customer_id', customer.id)
      .where('short_address', 'JRDA4321')
      .firstOrFail()
    const removed = await send(
      'delete',
      route('store.addresses.destroy', { username: 'demo', id: second.id }),
      shipping
    )
    removed.assertStatus(303)
    assert.isNull(await Address.find(second.id))
  })
})
