// The JSON API's writes (/api/v1) with no global transaction: sign-ups, logins, address, order, booking
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import Address from '#models/address'
import Bill from '#models/bill'
import Booking from '#models/booking'
import Customer from '#models/customer'
import Order from '#models/order'
import User from '#models/user'
import { apiLogin, websites } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'
import { bookableServices } from '#tests/functional/store/booking_helpers'

test.group('Strict: API accounts', () => {
  test('a merchant registers and a verified merchant logs in', async ({ client, assert }) => {
    const registered = await client.post('/api/v1/register').json({
      name: 'نورة العتيبي',
      email: 'noura.strict@example.com',
      phone: '0551234567',
      password: 'secret123',
    })
    registered.assertStatus(201)
    assert.isNotNull(await User.findBy('email', 'noura.strict@example.com'))

    const login = await client
      .post('/api/v1/login')
      .json({ email: 'demo@safhati.sa', password: 'safhati123' })
    login.assertStatus(200)
    assert.match(login.body().token, /^smt_/)
  })

  test('a customer registers on demo and logs in', async ({ client, assert }) => {
    const registered = await client
      .post('/api/v1/auth/register?username=demo')
      .json({ name: 'سارة القحطاني', email: 'sara.strict@example.com', password: 'secret123' })
    registered.assertStatus(201)
    const { demo } = await websites()
    const customer = await Customer.query()
      .where('website_id', demo.id)
      .where('email', 'sara.strict@example.com')
      .firstOrFail()

    const login = await client
      .post('/api/v1/auth/login?username=demo')
      .json({ email: 'sara.strict@example.com', password: 'secret123' })
    login.assertStatus(200)
    assert.equal(login.body().user.id, customer.id)
  })
})

test.group('Strict: API purchases', () => {
  test('an address, then an order sent whole with its bill', async ({ client, assert }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'order.strict@example.com')
    const created = await client.post('/api/v1/address').bearerToken(session.token).json({
      country: 'SA',
      city: 'الرياض',
      district: 'حي النرجس',
      street: 'شارع الثمامة',
      short_address: 'rnra1234',
    })
    created.assertStatus(201)
    const addressId = created.body().ad.id as number
    assert.isNotNull(await Address.find(addressId))

    const [a, b] = await activeProducts(demo)
    const response = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        address_id: addressId,
        payment_method: 'cod',
        checkout_token: randomUUID(),
        items: [
          { id: a.id, quantity: 2 },
          { id: b.id, quantity: 1 },
        ],
      })
    response.assertStatus(201)
    const order = await Order.findOrFail(response.body().order.id)
    assert.equal(order.customerId, session.customer.id)
    assert.equal(order.total, a.price * 2 + b.price)
    assert.isNotNull(await Bill.findBy('order_id', order.id))
  })

  test('a booking cart, its free times, then the booking', async ({ client, assert }) => {
    const { demo } = await websites()
    const session = await apiLogin(client, demo, 'book.strict@example.com')
    const [service] = await bookableServices(demo)
    const cart = await client
      .post('/api/v1/services-operation/cart')
      .bearerToken(session.token)
      .json({ services: [{ service_id: service.id, option_id: 'any' }] })
    cart.assertStatus(201)
    const cartId = cart.body().cart_id as number

    const times = await client
      .post('/api/v1/available-times')
      .bearerToken(session.token)
      .json({ reservation_cart_id: cartId })
    times.assertStatus(200)
    const day = times.body().availability.find((d: any) => d.available_times1.length > 0)
    const [yyyy, mm, dd] = day.date.split('-')
    const when = `${dd}-${mm}-${yyyy} ${day.available_times1[0].time}`

    const booked = await client
      .post('/api/v1/services-operation/customer-confirm')
      .bearerToken(session.token)
      .json({ cart: cartId, payment_method: 'on_arrive', date: when })
    booked.assertStatus(201)
    const booking = await Booking.findOrFail(booked.body().booking.id)
    assert.equal(booking.customerId, session.customer.id)
    assert.isNotNull(await Bill.findBy('booking_id', booking.id))
  })
})
