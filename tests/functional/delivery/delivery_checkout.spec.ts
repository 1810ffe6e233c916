// Checkout with delivery settings (issue 36 item 4): the server's fee in the order, its bill's VAT, the
// invoice, the CSV and the API; pick-up; refused dates and cities.
import router from '@adonisjs/core/services/router'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import { splitVat } from '#services/invoices/vat'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { STORE_ZONE } from '#services/delivery/delivery_dates'
import { PASSWORD, websites } from '#tests/functional/store/account_helpers'
import { visitAs } from '#tests/functional/store/order_helpers'
import {
  BAKERY,
  confirm,
  firstPermittedDate,
  readyCustomer,
} from '#tests/functional/delivery/delivery_helpers'
import { demoOwner } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors } from '#tests/functional/dashboard/form_helpers'

test.group('Checkout: delivery fee, pick-up and requested date', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the fee is in the cart, the payment step, the order, its bill VAT, the invoice, the CSV and the API', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await DeliverySettings.save(demo, BAKERY)
    const { customer, product } = await readyCustomer(demo, 'fee.order@example.com')
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const total = product.price + 1500

    const cart = await visitAs(
      client,
      router.makeUrl('store.cart.show', { username: 'demo' }),
      customer
    )
    const cartProps = cart.inertiaProps as any
    assert.equal(cartProps.delivery.fee, 1500)
    assert.deepInclude(cartProps.delivery.totals, splitVat(total))

    const payment = await visitAs(
      client,
      router.makeUrl('store.checkout.payment', { username: 'demo' }),
      customer
    )
    const { delivery } = payment.inertiaProps as any
    assert.equal(delivery.delivery.fee, 1500)
    assert.deepInclude(delivery.delivery.totals, splitVat(total))
    assert.equal(delivery.pickup.fee, 0)
    const date = firstPermittedDate()
    assert.equal(delivery.deliveryDates[0].date, date)
    assert.deepEqual(
      delivery.deliveryDates[0].slots.map((s: any) => s.value),
      ['09:00-12:00', '12:00-15:00']
    )

    const response = await confirm(demo, customer, client, {
      branch_id: branch.id,
      delivery_method: 'delivery',
      requested_date: date,
      requested_slot: '12:00-15:00',
      // never read: the fee is the server's
      delivery_fee: 0,
    })
    response.assertStatus(303)
    const order = await Order.query()
      .where('customer_id', customer.id)
      .preload('bill')
      .firstOrFail()
    assert.equal(order.deliveryMethod, 'delivery')
    assert.equal(order.deliveryFee, 1500)
    assert.equal(order.requestedDate, date)
    assert.equal(order.requestedSlot, '12:00-15:00')
    assert.deepInclude(
      { subtotal: order.subtotal, vat: order.vat, total: order.total },
      splitVat(total)
    )
    // the bill's VAT counts the fee's VAT, and so does the ZATCA QR
    assert.deepInclude(
      { subtotal: order.bill.subtotal, vat: order.bill.vat, total: order.bill.total },
      splitVat(total)
    )
    assert.equal(decodeZatcaTlv(order.bill.zatcaQr).vat, (splitVat(total).vat / 100).toFixed(2))

    const page = await visitAs(
      client,
      router.makeUrl('store.orders.show', { username: 'demo', id: order.id }),
      customer
    )
    const shown = (page.inertiaProps as any).order
    assert.equal(shown.delivery.fee, 1500)
    assert.equal(shown.delivery.methodLabel, 'توصيل')
    assert.include(shown.delivery.requestedLabel, 'من 12:00 إلى 15:00')

    const invoice = await visitAs(
      client,
      router.makeUrl('store.invoices.show', { username: 'demo', id: order.id }),
      customer
    )
    const bill = (invoice.inertiaProps as any).invoice
    assert.equal(bill.delivery.fee, 1500)
    assert.equal(bill.vat, splitVat(total).vat)
    assert.equal(bill.total, total)

    const csv = await client
      .get(router.makeUrl('dashboard.orders.export', { username: 'demo' }))
      .loginAs(await demoOwner())
    const line = csv
      .text()
      .split('\r\n')
      .find((row) => row.startsWith(`${order.number},`))!
    assert.include(line, ',توصيل,15.00,')

    const login = await client
      .post('/api/v1/auth/login?username=demo')
      .json({ email: 'fee.order@example.com', password: PASSWORD })
    login.assertStatus(200)
    const api = await client
      .get(`/api/v1/order/${order.id}`)
      .bearerToken(login.body().authorisation.token)
    api.assertStatus(200)
    assert.equal(api.body().order.delivery.fee, '15.00')
    assert.equal(api.body().order.delivery.method, 'delivery')
    assert.equal(api.body().order.total, (total / 100).toFixed(2))
    assert.equal(api.body().bill.delivery.fee, '15.00')
  })

  test('free delivery from the amount, and a pick-up with no fee and no address', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const { customer: rich, product } = await readyCustomer(demo, 'free.fee@example.com')
    await DeliverySettings.save(demo, {
      ...BAKERY,
      free_above: product.price,
      scheduling_enabled: false,
    })
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    ;(
      await confirm(demo, rich, client, { branch_id: branch.id, delivery_method: 'delivery' })
    ).assertStatus(303)
    const free = await Order.query().where('customer_id', rich.id).firstOrFail()
    assert.equal(free.deliveryFee, 0)
    assert.equal(free.total, product.price)

    const { customer } = await readyCustomer(demo, 'pickup.fee@example.com')
    await DeliverySettings.save(demo, { ...BAKERY, free_above: null, scheduling_enabled: false })
    ;(
      await confirm(demo, customer, client, { branch_id: branch.id, delivery_method: 'pickup' })
    ).assertStatus(303)
    const pickup = await Order.query().where('customer_id', customer.id).firstOrFail()
    assert.equal(pickup.deliveryMethod, 'pickup')
    assert.equal(pickup.deliveryFee, 0)
    assert.equal(pickup.branchId, branch.id)
    assert.isNull(pickup.shippingAddress)
    assert.equal(pickup.total, product.price)
  })

  test('a date inside the lead time, a Friday, a slot not offered, an unserved city: refused, no order', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    await DeliverySettings.save(demo, {
      ...BAKERY,
      fee_mode: 'city',
      city_fees: [{ city: 'الرياض', fee: 1000 }],
      other_cities: 'refuse',
    })
    const { customer } = await readyCustomer(demo, 'refused.date@example.com')
    const today = DateTime.now().setZone(STORE_ZONE)
    let friday = today.plus({ days: 3 })
    while (friday.weekday !== 5) friday = friday.plus({ days: 1 })
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'requested_date', 'اختر تاريخ الاستلام.'],
      [
        { requested_date: today.toISODate() },
        'requested_date',
        'هذا التاريخ غير متاح، اختر تاريخا من القائمة.',
      ],
      [
        { requested_date: today.minus({ days: 1 }).toISODate() },
        'requested_date',
        'هذا التاريخ غير متاح، اختر تاريخا من القائمة.',
      ],
      [
        { requested_date: friday.toISODate() },
        'requested_date',
        'هذا التاريخ غير متاح، اختر تاريخا من القائمة.',
      ],
      [
        { requested_date: firstPermittedDate(), requested_slot: '15:00-18:00' },
        'requested_slot',
        'اختر وقتا من الأوقات المتاحة لهذا التاريخ.',
      ],
    ]
    for (const [form, field, message] of cases) {
      const response = await confirm(demo, customer, client, {
        branch_id: branch.id,
        delivery_method: 'delivery',
        requested_slot: '09:00-12:00',
        ...form,
      })
      response.assertStatus(303)
      assert.equal(fieldErrors(response)[field], message, JSON.stringify(form))
    }
    const { customer: far } = await readyCustomer(demo, 'far.city@example.com', 'تبوك')
    const refused = await confirm(demo, far, client, {
      branch_id: branch.id,
      delivery_method: 'delivery',
      requested_date: firstPermittedDate(),
      requested_slot: '09:00-12:00',
    })
    assert.equal(
      fieldErrors(refused).delivery_method,
      'لا يوصل المتجر إلى مدينة هذا العنوان، اختر عنوانا آخر أو الاستلام من الفرع.'
    )
    assert.lengthOf(await Order.query().whereIn('customer_id', [customer.id, far.id]), 0)
  })

  test('an order placed before delivery settings reads as a delivery with no fee', async ({
    assert,
  }) => {
    const { orderDeliveryOf, orderDeliveryCsv } =
      await import('#presenters/order_delivery_presenter')
    const old = { deliveryMethod: null, deliveryFee: 0, requestedDate: null, requestedSlot: null }
    assert.deepInclude(orderDeliveryOf(old), { method: 'delivery', fee: 0, requestedLabel: null })
    assert.deepEqual(orderDeliveryCsv({ delivery: old }), ['توصيل', '0.00', ''])
  })
})
