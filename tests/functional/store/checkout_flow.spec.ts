import router from '@adonisjs/core/services/router'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Bill from '#models/bill'
import CartItem from '#models/cart_item'
import Order from '#models/order'
import OrderItem from '#models/order_item'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { splitVat } from '#services/invoices/vat'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import {
  activeProducts,
  makeCustomer,
  seededCustomer,
  websites,
} from '#tests/functional/store/account_helpers'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { addToCart, submitAs, visitAs } from '#tests/functional/store/order_helpers'

/** A customer of demo with an address, a cart of the given lines and that address chosen. */
async function readyCustomer(website: Website, email: string, lines: [number, number][]) {
  const customer = await makeCustomer(website, email)
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي النرجس',
    street: 'شارع الثمامة',
    shortAddress: 'RNRA1234',
  }).create()
  const cart = await CartFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    addressId: address.id,
  }).create()
  for (const [productId, quantity] of lines) {
    await CartItemFactory.merge({
      websiteId: website.id,
      cartId: cart.id,
      productId,
      quantity,
    }).create()
  }
  return { customer, address, cart }
}

function confirm(client: any, website: Website, customer: Customer, form: Record<string, unknown>) {
  const { username } = website
  return submitAs(
    client,
    'post',
    router.makeUrl('store.checkout.store', { username }),
    customer,
    router.makeUrl('store.checkout.payment', { username }),
    { payment_method: 'cod', ...form }
  )
}

test.group('Cart page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("an empty cart says 'السلة فارغة'", async ({ client, assert, route }) => {
    const response = await client.get(route('store.cart.show', { username: 'demo' }))
    response.assertStatus(200)
    assert.include(response.text(), 'السلة فارغة')
    assert.include(response.text(), 'متابعة التسوق')
  })

  test('lines, totals and the VAT-inclusive summary come from the products', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const { customer } = await readyCustomer(demo, 'cart.page@example.com', [
      [a.id, 2],
      [b.id, 3],
    ])
    const response = await visitAs(client, route('store.cart.show', { username: 'demo' }), customer)
    response.assertInertiaComponent('store/cart/show')
    const cart = (response.inertiaProps as any).cart
    const total = a.price * 2 + b.price * 3
    assert.deepInclude(cart, { count: 5, ...splitVat(total), hasUnavailable: false })
    assert.deepEqual(
      cart.lines.map((l: any) => [l.productId, l.unitPrice, l.quantity, l.lineTotal]),
      [
        [a.id, a.price, 2, a.price * 2],
        [b.id, b.price, 3, b.price * 3],
      ]
    )
    const html = (
      await client
        .get(route('store.cart.show', { username: 'demo' }))
        .withGuard('customer')
        .loginAs(customer)
    ).text()
    assert.include(html, `href="/o/demo/checkout/shipping"`)
    assert.include(html, 'ضريبة القيمة المضافة (15%)')
  })

  test('plus and minus change the quantity within 1..10; remove deletes the line', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const { customer, cart } = await readyCustomer(demo, 'cart.qty@example.com', [[a.id, 1]])
    const line = await CartItem.query().where('cart_id', cart.id).firstOrFail()
    const cartUrl = route('store.cart.show', { username: 'demo' })
    const lineUrl = (action: 'update' | 'destroy') =>
      route(`store.cart_items.${action}`, { username: 'demo', id: line.id })
    const patch = (quantity: unknown) =>
      submitAs(client, 'patch', lineUrl('update'), customer, cartUrl, { quantity })

    ;(await patch(2)).assertStatus(303)
    await line.refresh()
    assert.equal(line.quantity, 2)
    for (const outOfRange of [0, 11]) {
      ;(await patch(outOfRange)).assertFlashMessage('inputErrorsBag', {
        quantity: ['يجب أن تكون القيمة بين 1 و 10'],
      })
    }
    await line.refresh()
    assert.equal(line.quantity, 2)

    const removed = await submitAs(client, 'delete', lineUrl('destroy'), customer, cartUrl)
    removed.assertStatus(303)
    assert.isNull(await CartItem.find(line.id))
  })

  test("another cart's line is not found", async ({ client, assert, route }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const { cart } = await readyCustomer(demo, 'cart.owner@example.com', [[a.id, 1]])
    const line = await CartItem.query().where('cart_id', cart.id).firstOrFail()
    const sara = await seededCustomer(demo, 'sara@example.com')
    for (const request of [
      client
        .patch(route('store.cart_items.update', { username: 'demo', id: line.id }))
        .form({ quantity: 5 }),
      client.delete(route('store.cart_items.destroy', { username: 'demo', id: line.id })),
    ]) {
      const response = await request
        .withGuard('customer')
        .loginAs(sara)
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(404)
    }
    await line.refresh()
    assert.equal(line.quantity, 1)
  })

  test('a deleted product stays as unavailable and is not counted; a new price shows the old one', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b, c] = await activeProducts(demo)
    const { customer } = await readyCustomer(demo, 'cart.changes@example.com', [])
    // add through the app so the seen price is recorded
    for (const product of [a, b, c]) {
      await addToCart(client, demo, customer, product.id)
    }
    const oldPrice = b.price
    b.price = oldPrice + 500
    await b.save()
    c.isActive = false
    await c.save()
    const deletedName = a.name
    await a.delete()

    const page = await visitAs(client, route('store.cart.show', { username: 'demo' }), customer)
    const cart = (page.inertiaProps as any).cart
    const byName = Object.fromEntries(cart.lines.map((l: any) => [l.name, l]))
    assert.isFalse(byName[deletedName].available)
    assert.equal(byName[deletedName].lineTotal, 0)
    assert.isFalse(byName[c.name].available)
    assert.equal(byName[b.name].previousPrice, oldPrice)
    assert.equal(byName[b.name].unitPrice, oldPrice + 500)
    assert.equal(cart.total, oldPrice + 500)
    assert.isTrue(cart.hasUnavailable)

    // once shown, the new price is the one the customer saw
    const again = await visitAs(client, route('store.cart.show', { username: 'demo' }), customer)
    const line = (again.inertiaProps as any).cart.lines.find((l: any) => l.name === b.name)
    assert.isNull(line.previousPrice)

    const summary = await visitAs(client, route('store.home.show', { username: 'demo' }), customer)
    assert.deepEqual((summary.inertiaProps as any).cartSummary, { count: 1, total: oldPrice + 500 })
  })
})

test.group('Checkout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shipping lists the own addresses; without a cart it goes back to the cart', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const empty = await makeCustomer(demo, 'ship.empty@example.com')
    const back = await client
      .get(route('store.checkout.shipping', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(empty)
      .redirects(0)
    back.assertStatus(302)
    back.assertHeader('location', '/o/demo/cart')

    const { customer, address } = await readyCustomer(demo, 'ship.ok@example.com', [[a.id, 1]])
    const page = await visitAs(
      client,
      route('store.checkout.shipping', { username: 'demo' }),
      customer
    )
    page.assertInertiaComponent('store/checkout/shipping')
    const props = page.inertiaProps as any
    assert.deepEqual(
      props.addresses.map((x: any) => x.id),
      [address.id]
    )
    assert.equal(props.chosenId, address.id)
  })

  test('choosing an address moves to payment; another customer address is refused', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const { customer, cart } = await readyCustomer(demo, 'ship.choose@example.com', [[a.id, 1]])
    const other = await AddressFactory.merge({
      customerId: customer.id,
      websiteId: demo.id,
      country: 'SA',
      city: 'جدة',
      district: 'الروضة',
      street: 'صاري',
      shortAddress: 'JRDA4321',
    }).create()
    const choose = (addressId: number) =>
      submitAs(
        client,
        'post',
        route('store.checkout.choose_address', { username: 'demo' }),
        customer,
        route('store.checkout.shipping', { username: 'demo' }),
        { address_id: addressId }
      )
    const ok = await choose(other.id)
    ok.assertHeader('location', '/o/demo/checkout/payment')
    await cart.refresh()
    assert.equal(cart.addressId, other.id)

    const sara = await seededCustomer(demo, 'sara@example.com')
    const saras = await sara.related('addresses').query().firstOrFail()
    const refused = await choose(saras.id)
    refused.assertFlashMessage('errorsBag', { address_id: 'العنوان غير موجود' })
    await cart.refresh()
    assert.equal(cart.addressId, other.id)
  })

  test('payment shows products, summary, cash on delivery, branches and a checkout token', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const { customer, cart } = await readyCustomer(demo, 'pay.page@example.com', [[a.id, 2]])
    const page = await visitAs(
      client,
      route('store.checkout.payment', { username: 'demo' }),
      customer
    )
    page.assertInertiaComponent('store/checkout/payment')
    const props = page.inertiaProps as any
    assert.equal(props.cart.total, a.price * 2)
    assert.match(props.checkoutToken, /^[0-9a-f-]{36}$/)
    assert.lengthOf(props.branches, 2)
    assert.include(props.address.text, 'RNRA1234')

    cart.addressId = null
    await cart.save()
    const back = await client
      .get(route('store.checkout.payment', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(customer)
      .redirects(0)
    back.assertHeader('location', '/o/demo/checkout/shipping')
  })

  test('confirm: one transaction makes the order, its lines at DB prices, the unpaid bill, and empties the cart', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const { customer, cart, address } = await readyCustomer(demo, 'confirm.ok@example.com', [
      [a.id, 2],
      [b.id, 1],
    ])
    await demo.refresh()
    const lastOrder = demo.lastOrderNumber
    const lastBill = demo.lastBillNumber

    const token = randomUUID()
    const response = await confirm(client, demo, customer, {
      checkout_token: token,
      notes: 'الرجاء الاتصال قبل التوصيل',
      branch_id: branch.id,
      // none of these is read: prices come from the database
      total: 1,
      price: 1,
      subtotal: 1,
      items: [{ id: a.id, price: 1, quantity: 2 }],
    })
    response.assertStatus(303)
    const order = await Order.query()
      .where('customer_id', customer.id)
      .preload('items')
      .preload('bill')
      .firstOrFail()
    response.assertHeader('location', `/o/demo/checkout/success/${order.id}`)

    const total = a.price * 2 + b.price
    assert.equal(order.number, lastOrder + 1)
    assert.equal(order.status, 'pending')
    assert.equal(order.paymentMethod, 'cod')
    assert.equal(order.branchId, branch.id)
    assert.equal(order.addressId, address.id)
    assert.include(order.shippingAddress!, 'RNRA1234')
    assert.equal(order.notes, 'الرجاء الاتصال قبل التوصيل')
    assert.deepInclude(order.serialize(), splitVat(total))
    assert.deepEqual(
      order.items.map((i) => [i.productId, i.itemName, i.unitPrice, i.quantity, i.totalPrice]),
      [
        [a.id, a.name, a.price, 2, a.price * 2],
        [b.id, b.name, b.price, 1, b.price],
      ]
    )
    const bill = order.bill
    assert.equal(bill.status, 'unpaid')
    assert.equal(bill.number, lastBill + 1)
    assert.deepInclude(
      { subtotal: bill.subtotal, vat: bill.vat, total: bill.total },
      { subtotal: order.subtotal, vat: order.vat, total: order.total }
    )
    const qr = decodeZatcaTlv(bill.zatcaQr)
    assert.equal(qr.sellerName, 'مؤسسة لمسة جمال للتجميل')
    assert.equal(qr.vatNumber, '310122334400003')
    assert.equal(qr.total, (total / 100).toFixed(2))
    assert.equal(qr.vat, (splitVat(total).vat / 100).toFixed(2))
    assert.equal(qr.timestamp, bill.issuedAt.toUTC().toISO({ suppressMilliseconds: true }))

    assert.lengthOf(await CartItem.query().where('cart_id', cart.id), 0)

    const success = await client
      .get(route('store.checkout.success', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(customer)
    assert.include(success.text(), `href="/o/demo/orders/${order.id}"`)
    // the number alone beside «رقم الطلب», never «#1» (issue 36)
    assert.match(success.text(), new RegExp(`class="order-number"[^>]*>${order.number}<`))
  })

  test('the same form submitted again returns the same order, not a second one', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const { customer } = await readyCustomer(demo, 'confirm.twice@example.com', [[a.id, 1]])
    const branch = await demo.related('branches').query().firstOrFail()
    const token = randomUUID()
    const first = await confirm(client, demo, customer, {
      checkout_token: token,
      branch_id: branch.id,
    })
    const second = await confirm(client, demo, customer, {
      checkout_token: token,
      branch_id: branch.id,
    })
    assert.equal(second.header('location'), first.header('location'))
    assert.lengthOf(await Order.query().where('customer_id', customer.id), 1)

    // a new form on the now empty cart is refused
    const third = await confirm(client, demo, customer, {
      checkout_token: randomUUID(),
      branch_id: branch.id,
    })
    third.assertHeader('location', '/o/demo/cart')
    third.assertFlashMessage('errorsBag', { cart: 'السلة فارغة' })
    assert.lengthOf(await Order.query().where('customer_id', customer.id), 1)
  })

  test('a product gone or repriced since the payment page is not charged', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [a, b] = await activeProducts(demo)
    const branch = await demo.related('branches').query().firstOrFail()
    const { customer } = await readyCustomer(demo, 'confirm.changed@example.com', [])
    for (const product of [a, b]) {
      await addToCart(client, demo, customer, product.id)
    }
    b.price = b.price + 100
    await b.save()
    const repriced = await confirm(client, demo, customer, {
      checkout_token: randomUUID(),
      branch_id: branch.id,
    })
    repriced.assertHeader('location', '/o/demo/cart')
    repriced.assertFlashMessage('errorsBag', {
      cart: 'تغيرت أسعار بعض المنتجات، راجع السلة ثم أكمل الطلب.',
    })

    // the customer sees the new price on the cart, then a product goes away
    await client
      .get(route('store.cart.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(customer)
    a.isActive = false
    await a.save()
    const gone = await confirm(client, demo, customer, {
      checkout_token: randomUUID(),
      branch_id: branch.id,
    })
    gone.assertFlashMessage('errorsBag', {
      cart: 'بعض المنتجات في السلة لم تعد متوفرة، احذفها ثم أكمل الطلب.',
    })
    assert.lengthOf(await Order.query().where('customer_id', customer.id), 0)
  })

  test('the branch must be one of this website; with several branches one must be chosen', async ({
    client,
    assert,
    route,
  }) => {
    const { demo, nakheel } = await websites()
    const [a] = await activeProducts(demo)
    const { customer } = await readyCustomer(demo, 'confirm.branch@example.com', [[a.id, 1]])
    const foreign = await nakheel.related('branches').query().firstOrFail()
    const bad = await confirm(client, demo, customer, {
      checkout_token: randomUUID(),
      branch_id: foreign.id,
    })
    bad.assertFlashMessage('errorsBag', { branch_id: 'الفرع غير موجود' })
    const none = await confirm(client, demo, customer, { checkout_token: randomUUID() })
    none.assertFlashMessage('errorsBag', { branch_id: 'اختر الفرع.' })

    // the branch picked in the navbar (session) is used
    const chosen = await demo
      .related('branches')
      .query()
      .orderBy('sort_order', 'desc')
      .firstOrFail()
    const ok = await client
      .post(route('store.checkout.store', { username: 'demo' }))
      .header('referer', route('store.checkout.payment', { username: 'demo' }))
      .withSession({ [`store_branch_${demo.id}`]: chosen.id })
      .withGuard('customer')
      .loginAs(customer)
      .withInertia()
      .form({ payment_method: 'cod', checkout_token: randomUUID() })
      .withCsrfToken()
      .redirects(0)
    ok.assertStatus(303)
    const order = await Order.query().where('customer_id', customer.id).firstOrFail()
    assert.equal(order.branchId, chosen.id)
  })

  test('a single-branch website needs no choice; only cash on delivery is accepted', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await websites()
    const [p] = await activeProducts(nakheel)
    const { customer } = await readyCustomer(nakheel, 'confirm.nakheel@example.com', [[p.id, 3]])
    const bitcoin = await confirm(client, nakheel, customer, {
      checkout_token: randomUUID(),
      payment_method: 'bitcoin',
    })
    bitcoin.assertFlashMessage('inputErrorsBag', {
      payment_method: ['القيمة المختارة غير صحيحة.'],
    })
    // a card needs the website's Moyasar connected (issue 29): nakheel has none
    const card = await confirm(client, nakheel, customer, {
      checkout_token: randomUUID(),
      payment_method: 'card',
    })
    card.assertFlashMessage('error', 'الدفع الإلكتروني غير مفعل في هذا الموقع.')
    const ok = await confirm(client, nakheel, customer, { checkout_token: randomUUID() })
    ok.assertStatus(303)
    const order = await Order.query()
      .where('customer_id', customer.id)
      .preload('bill')
      .firstOrFail()
    const branch = await nakheel.related('branches').query().firstOrFail()
    assert.equal(order.branchId, branch.id)
    // a freelancer on the free plan without a VAT number: a plain receipt, no VAT number, VAT or QR
    assert.equal(order.bill.kind, 'receipt')
    assert.equal(order.bill.sellerName, 'عبدالله الشمري (عمل حر)')
    assert.isNull(order.bill.sellerVatNumber)
    assert.equal(order.bill.zatcaQr, '')
    assert.equal(order.vat, 0)
    assert.equal(order.subtotal, order.total)
    assert.equal(order.bill.vat, 0)
  })

  test('order numbers are sequential per website', async ({ client, assert }) => {
    const { demo, nakheel } = await websites()
    const [a] = await activeProducts(demo)
    const [p] = await activeProducts(nakheel)
    const branch = await demo.related('branches').query().firstOrFail()
    const numbers: Record<string, number[]> = { demo: [], nakheel: [] }
    for (let i = 0; i < 3; i++) {
      const d = await readyCustomer(demo, `seq.d${i}@example.com`, [[a.id, 1]])
      await confirm(client, demo, d.customer, {
        checkout_token: randomUUID(),
        branch_id: branch.id,
      })
      const n = await readyCustomer(nakheel, `seq.n${i}@example.com`, [[p.id, 1]])
      await confirm(client, nakheel, n.customer, { checkout_token: randomUUID() })
      numbers.demo.push(
        (await Order.query().where('customer_id', d.customer.id).firstOrFail()).number
      )
      numbers.nakheel.push(
        (await Order.query().where('customer_id', n.customer.id).firstOrFail()).number
      )
    }
    for (const list of Object.values(numbers)) {
      assert.deepEqual(list, [list[0], list[0] + 1, list[0] + 2])
    }
  })

  test('cart, order and bill agree to the halala for a set of totals', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await websites()
    const [product] = await activeProducts(demo)
    const branch = await demo.related('branches').query().firstOrFail()
    const prices = [1, 2, 7, 99, 115, 4550, 9999, 12345, 33333, 250001]
    for (const [index, price] of prices.entries()) {
      product.price = price
      await product.save()
      const { customer } = await readyCustomer(demo, `vat.${index}@example.com`, [[product.id, 3]])
      const cartPage = await visitAs(
        client,
        route('store.cart.show', { username: 'demo' }),
        customer
      )
      const cart = (cartPage.inertiaProps as any).cart
      await confirm(client, demo, customer, { checkout_token: randomUUID(), branch_id: branch.id })
      const order = await Order.query()
        .where('customer_id', customer.id)
        .preload('bill')
        .firstOrFail()
      const expected = splitVat(price * 3)
      const figures = (x: { subtotal: number; vat: number; total: number }) => [
        x.subtotal,
        x.vat,
        x.total,
      ]
      assert.deepEqual(figures(cart), figures(expected), `cart at ${price}`)
      assert.deepEqual(figures(order), figures(expected), `order at ${price}`)
      assert.deepEqual(figures(order.bill), figures(expected), `bill at ${price}`)
      assert.equal(decodeZatcaTlv(order.bill.zatcaQr).vat, (expected.vat / 100).toFixed(2))
    }
  })

  test('order items stay when the product is later deleted', async ({ client, assert }) => {
    const { demo } = await websites()
    const [a] = await activeProducts(demo)
    const branch = await demo.related('branches').query().firstOrFail()
    const { customer } = await readyCustomer(demo, 'keep.items@example.com', [[a.id, 1]])
    await confirm(client, demo, customer, { checkout_token: randomUUID(), branch_id: branch.id })
    const order = await Order.query().where('customer_id', customer.id).firstOrFail()
    await a.delete()
    const items = await OrderItem.query().where('order_id', order.id)
    assert.lengthOf(items, 1)
    assert.equal(items[0].itemName, a.name)
    assert.isNull(items[0].productId)
    assert.isNotNull(await Bill.query().where('order_id', order.id).first())
  })
})
