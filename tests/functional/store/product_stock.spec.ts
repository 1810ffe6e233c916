import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import Product from '#models/product'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { ProductFactory } from '#database/factories/product_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { placeOrder, submitAs, visitAs } from '#tests/functional/store/order_helpers'
import { demoMerchant, nakheelOwner } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/catalogue_helpers'

/** The customer's cart with these lines (product id, quantity), delivered to a new address. */
async function cartWith(website: Website, customer: Customer, lines: [number, number][]) {
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    shortAddress: 'RSLA7777',
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
}

/** A valid product form with these changes. */
const form = (changes: Record<string, unknown>) => ({
  name: 'كعكة التمر',
  price: '35',
  visible: true,
  ...changes,
})

test.group('Products: description and stock in the dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the stock is read in Arabic-Indic digits and the description is stored clean', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const url = router.makeUrl('dashboard.products.store', { username: 'demo' })
    const response = await send(client, 'post', url, owner, {
      ...form({ sku: 'KTM-1', stock: '١٢' }),
      description: '<p>محشوة <strong>بالتمر</strong></p><script>alert(1)</script>',
    })
    response.assertStatus(303)
    const product = await Product.query()
      .where('website_id', demo.id)
      .where('sku', 'KTM-1')
      .firstOrFail()
    assert.equal(product.stock, 12)
    assert.equal(product.description, '<p>محشوة <strong>بالتمر</strong></p>')

    // the edit form gives both back; an emptied stock means "not counted"
    const edit = await client
      .get(router.makeUrl('dashboard.products.edit', { username: 'demo', id: product.id }))
      .loginAs(owner)
      .withInertia()
    assert.equal((edit.inertiaProps as any).product.stock, '12')
    const update = router.makeUrl('dashboard.products.update', { username: 'demo', id: product.id })
    await send(client, 'put', update, owner, form({ sku: 'KTM-1', stock: null }))
    await product.refresh()
    assert.isNull(product.stock)
    // a request that leaves the fields out (an API client written before them) keeps them
    await send(client, 'put', update, owner, form({ sku: 'KTM-1', stock: '4' }))
    await send(client, 'put', update, owner, form({ sku: 'KTM-1', name: 'كعكة التمر الكبيرة' }))
    await product.refresh()
    assert.equal(product.stock, 4)
    assert.equal(product.description, '<p>محشوة <strong>بالتمر</strong></p>')
  })

  test('a bad stock is refused in Arabic and stores nothing; another website cannot change it', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const url = router.makeUrl('dashboard.products.store', { username: 'demo' })
    const before = await Product.query().where('website_id', demo.id).count('* as n').first()
    for (const [stock, message] of [
      ['2.5', 'أدخل الكمية المتوفرة رقما صحيحا، مثل 12، أو اتركها فارغة.'],
      ['خمسة', 'أدخل الكمية المتوفرة رقما صحيحا، مثل 12، أو اتركها فارغة.'],
      ['-1', 'لا يمكن أن تكون الكمية المتوفرة أقل من صفر.'],
    ]) {
      const response = await send(client, 'post', url, owner, form({ stock }))
      assert.equal(fieldErrors(response).stock, message, stock)
    }
    const after = await Product.query().where('website_id', demo.id).count('* as n').first()
    assert.equal(Number(after!.$extras.n), Number(before!.$extras.n))

    const product = await ProductFactory.merge({ websiteId: demo.id, stock: 3 }).create()
    const other = await nakheelOwner()
    const response = await send(
      client,
      'put',
      router.makeUrl('dashboard.products.update', { username: 'demo', id: product.id }),
      other,
      form({ stock: '100' })
    )
    assert.oneOf(response.status(), [403, 404])
    await product.refresh()
    assert.equal(product.stock, 3)
  })
})

test.group('Products: stock in the store', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a sold-out product says so, cannot be added, and a cancelled order gives its units back', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const product = await ProductFactory.merge({ websiteId: demo.id, stock: 3 }).create()
    const customer = await makeCustomer(demo, `stock.${randomUUID()}@example.com`)
    const page = () =>
      visitAs(
        client,
        router.makeUrl('store.products.show', { username: 'demo', id: product.id }),
        customer
      )
    assert.include((await page()).inertiaProps.product as any, { soldOut: false, fewLeft: 3 })

    // more than is left: refused with what is left
    const add = await submitAs(
      client,
      'post',
      router.makeUrl('store.cart_items.store', { username: 'demo' }),
      customer,
      router.makeUrl('store.home.show', { username: 'demo' }),
      { product_id: product.id, quantity: 5 }
    )
    assert.equal(
      fieldErrors(add).quantity,
      `المتوفر من «${product.name}» 3 فقط، عدّل الكمية في السلة ثم أكمل الطلب.`
    )

    const order = await placeOrder(client, demo, customer, [[product.id, 3]])
    assert.equal(order.items[0].quantity, 3)
    await product.refresh()
    assert.equal(product.stock, 0)
    assert.include((await page()).inertiaProps.product as any, { soldOut: true, fewLeft: null })
    const refused = await submitAs(
      client,
      'post',
      router.makeUrl('store.cart_items.store', { username: 'demo' }),
      customer,
      router.makeUrl('store.home.show', { username: 'demo' }),
      { product_id: product.id, quantity: 1 }
    )
    assert.equal(
      fieldErrors(refused).quantity,
      `نفدت الكمية من «${product.name}»، احذفه من السلة ثم أكمل الطلب.`
    )

    await send(
      client,
      'patch',
      router.makeUrl('dashboard.orders.update', { username: 'demo', id: order.id }),
      owner,
      { status: 'cancel' }
    )
    await product.refresh()
    assert.equal(product.stock, 3)
  })

  test('a cart asking for more than is left is sent back to the cart with what is left', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const product = await ProductFactory.merge({ websiteId: demo.id, stock: 2 }).create()
    const counted = await ProductFactory.merge({ websiteId: demo.id, stock: null }).create()
    const customer = await makeCustomer(demo, `stock.${randomUUID()}@example.com`)
    await cartWith(demo, customer, [
      [counted.id, 9],
      [product.id, 4],
    ])

    const cartPage = await visitAs(
      client,
      router.makeUrl('store.cart.show', { username: 'demo' }),
      customer
    )
    const view = (cartPage.inertiaProps as any).cart
    assert.isTrue(view.hasStockShort)
    assert.equal(view.lines.find((l: any) => l.productId === product.id).stockShort, 2)
    assert.isNull(view.lines.find((l: any) => l.productId === counted.id).stockShort)

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
    response.assertHeader('location', router.makeUrl('store.cart.show', { username: 'demo' }))
    assert.lengthOf(await Order.query().where('customer_id', customer.id), 0)
    await product.refresh()
    assert.equal(product.stock, 2)
  })
})

/**
 * 20 shoppers confirm at once, each wanting the same product that has 5 left: on SQLite and on
 * PostgreSQL (CI) exactly 5 orders are made and nothing is oversold. No global transaction (it would
 * put every request on one connection); the rows are removed afterwards.
 */
test.group('Products: no overselling under concurrent checkouts', (group) => {
  let customers: Customer[] = []
  let productId: number | null = null

  group.each.teardown(async () => {
    const ids = customers.map((customer) => customer.id)
    customers = []
    if (ids.length) {
      await db.from('bills').whereIn('customer_id', ids).delete()
      await db.from('orders').whereIn('customer_id', ids).delete()
      await db.from('carts').whereIn('customer_id', ids).delete()
      await db.from('customers').whereIn('id', ids).delete()
    }
    if (productId) await db.from('products').where('id', productId).delete()
  })

  test('20 concurrent checkouts of a product with 5 left make 5 orders', async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const product = await ProductFactory.merge({ websiteId: demo.id, stock: 5 }).create()
    productId = product.id
    const branch = await demo.related('branches').query().firstOrFail()
    for (let i = 0; i < 20; i++) {
      const customer = await makeCustomer(demo, `oversell.${i}.${randomUUID()}@example.com`)
      customers.push(customer)
      await cartWith(demo, customer, [[product.id, 1]])
    }

    const responses = await Promise.all(
      customers.map((customer) =>
        submitAs(
          client,
          'post',
          router.makeUrl('store.checkout.store', { username: 'demo' }),
          customer,
          router.makeUrl('store.checkout.payment', { username: 'demo' }),
          { payment_method: 'cod', checkout_token: randomUUID(), branch_id: branch.id }
        )
      )
    )
    for (const response of responses) assert.isBelow(response.status(), 500)
    const orders = await Order.query().whereIn(
      'customer_id',
      customers.map((customer) => customer.id)
    )
    assert.lengthOf(orders, 5)
    await product.refresh()
    assert.equal(product.stock, 0)
  }).timeout(120_000)
})
