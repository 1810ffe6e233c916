import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import Customer from '#models/customer'
import { DateTime } from 'luxon'
import { recordQueries } from './catalogue_helpers.js'

const GUEST_TOKEN = 'a'.repeat(48)

async function demo() {
  const website = await Website.findByOrFail('username', 'demo')
  const products = await website.related('products').query().where('is_active', true).orderBy('id')
  return { website, products }
}

test.group('Cart: add to cart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest adds a product; the cart row is in the database and the navbar summary counts it', async ({
    client,
    assert,
    route,
  }) => {
    const { website, products } = await demo()
    const product = products[0]
    const response = await client
      .post(route('store.cart_items.store', { username: 'demo' }))
      .header('referer', route('store.home.show', { username: 'demo' }))
      .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
      .withInertia()
      .form({ product_id: product.id, quantity: 2 })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/o/demo')

    const cart = await Cart.query()
      .where('website_id', website.id)
      .where('guest_token', GUEST_TOKEN)
      .firstOrFail()
    const lines = await CartItem.query().where('cart_id', cart.id)
    assert.lengthOf(lines, 1)
    assert.equal(lines[0].quantity, 2)

    const page = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
      .withInertia()
    page.assertStatus(200)
    assert.deepEqual((page.inertiaProps as any).cartSummary, { count: 2, total: product.price * 2 })
  })

  test('adding the same product again raises its quantity, never above 10', async ({
    client,
    assert,
    route,
  }) => {
    const { website, products } = await demo()
    const product = products[1]
    const add = (quantity: number) =>
      client
        .post(route('store.cart_items.store', { username: 'demo' }))
        .header('referer', route('store.products.show', { username: 'demo', id: product.id }))
        .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
        .withInertia()
        .form({ product_id: product.id, quantity })
        .withCsrfToken()
        .redirects(0)
    await add(3)
    await add(4)
    let line = await CartItem.query().where('product_id', product.id).firstOrFail()
    assert.equal(line.quantity, 7)
    await add(9)
    line = await CartItem.query().where('product_id', product.id).firstOrFail()
    assert.equal(line.quantity, 10)

    const refused = await add(1)
    refused.assertStatus(303)
    refused.assertFlashMessage('errorsBag', { quantity: 'لا يمكن أن تزيد الكمية عن 10' })
  })

  test('a price sent by the browser is ignored', async ({ client, assert, route }) => {
    const { website, products } = await demo()
    const product = products[0]
    await client
      .post(route('store.cart_items.store', { username: 'demo' }))
      .header('referer', route('store.home.show', { username: 'demo' }))
      .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
      .withInertia()
      .form({ product_id: product.id, quantity: 1, price: 1, unit_price: 1, total: 1 })
      .withCsrfToken()
    const page = await client
      .get(route('store.cart.show', { username: 'demo' }))
      .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
      .withInertia()
    const cart = (page.inertiaProps as any).cart
    assert.equal(cart.lines[0].unitPrice, product.price)
    assert.equal(cart.total, product.price)
  })

  test("another website's product, an inactive one or a bad quantity are refused with Arabic messages", async ({
    client,
    assert,
    route,
  }) => {
    const { website, products } = await demo()
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const foreign = await nakheel.related('products').query().firstOrFail()
    const inactive = products[2]
    inactive.isActive = false
    await inactive.save()

    const post = (form: Record<string, unknown>) =>
      client
        .post(route('store.cart_items.store', { username: 'demo' }))
        .header('referer', route('store.home.show', { username: 'demo' }))
        .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
        .withInertia()
        .form(form)
        .withCsrfToken()
        .redirects(0)

    const a = await post({ product_id: foreign.id })
    a.assertFlashMessage('errorsBag', { product_id: 'المنتج غير موجود' })
    const b = await post({ product_id: inactive.id })
    b.assertFlashMessage('errorsBag', { product_id: 'المنتج غير موجود' })
    const c = await post({ product_id: products[0].id, quantity: 11 })
    c.assertFlashMessage('inputErrorsBag', { quantity: ['يجب أن تكون القيمة بين 1 و 10'] })
    const d = await post({ product_id: 'abc' })
    d.assertFlashMessage('inputErrorsBag', { product_id: ['يجب أن يكون الحقل رقما.'] })

    assert.lengthOf(await CartItem.query().where('website_id', website.id), 0)
  })

  test('a signed-in customer adds to their own cart, and the summary is theirs only', async ({
    client,
    assert,
    route,
  }) => {
    const { website, products } = await demo()
    const sara = await Customer.query()
      .where('website_id', website.id)
      .where('email', 'sara@example.com')
      .firstOrFail()
    await client
      .post(route('store.cart_items.store', { username: 'demo' }))
      .header('referer', route('store.home.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(sara)
      .withInertia()
      .form({ product_id: products[0].id, quantity: 1 })
      .withCsrfToken()
    const cart = await Cart.query()
      .where('website_id', website.id)
      .where('customer_id', sara.id)
      .firstOrFail()
    assert.lengthOf(await CartItem.query().where('cart_id', cart.id), 1)

    const guestPage = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    assert.deepEqual((guestPage.inertiaProps as any).cartSummary, { count: 0, total: 0 })
    const saraPage = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(sara)
      .withInertia()
    assert.deepEqual((saraPage.inertiaProps as any).cartSummary, {
      count: 1,
      total: products[0].price,
    })
  })

  test('an add to an existing guest cart runs three statements and keeps the cart 30 more days', async ({
    client,
    assert,
    route,
  }) => {
    const { website, products } = await demo()
    const add = (productId: number) =>
      client
        .post(route('store.cart_items.store', { username: 'demo' }))
        .header('referer', route('store.home.show', { username: 'demo' }))
        .withSession({ [`store_cart_${website.id}`]: GUEST_TOKEN })
        .withInertia()
        .form({ product_id: productId, quantity: 1 })
        .withCsrfToken()
        .redirects(0)
    // the first add creates the cart; the website's row is cached from then on
    ;(await add(products[0].id)).assertStatus(303)
    const cart = await Cart.query().where('guest_token', GUEST_TOKEN).firstOrFail()
    cart.expiresAt = DateTime.now().plus({ days: 1 })
    await cart.save()
    const otherGuest = await Cart.create({
      websiteId: website.id,
      guestToken: 'b'.repeat(48),
      expiresAt: DateTime.now().plus({ days: 1 }),
    })

    // the product, the cart (found and extended in one UPDATE), the line's upsert: a new line, then
    // the same line raised
    for (const product of [products[1], products[1]]) {
      const queries = await recordQueries(async () => (await add(product.id)).assertStatus(303))
      assert.lengthOf(queries, 3, queries.join('\n'))
    }
    const line = await CartItem.query()
      .where('cart_id', cart.id)
      .where('product_id', products[1].id)
      .firstOrFail()
    assert.equal(line.quantity, 2)
    assert.equal(line.productName, products[1].name)
    assert.equal(line.seenPrice, products[1].price)
    await cart.refresh()
    assert.isAbove(cart.expiresAt!.diffNow('days').days, 29)
    // only this guest's cart: another guest's is neither extended nor given the line
    await otherGuest.refresh()
    assert.isBelow(otherGuest.expiresAt!.diffNow('days').days, 2)
    assert.lengthOf(await CartItem.query().where('cart_id', otherGuest.id), 0)
  })
})
