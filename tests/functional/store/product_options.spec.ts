// Product options with their own price (issue 36 item 3): the dashboard's list, the product page, the cart, the order and its invoice.
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/product'
import ProductOption from '#models/product_option'
import CartItem from '#models/cart_item'
import type Website from '#models/website'
import { ProductFactory } from '#database/factories/product_factory'
import { cakeOf } from '#tests/functional/store/product_options_helpers'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { placeOrder, submitAs, visitAs } from '#tests/functional/store/order_helpers'
import { demoMerchant, nakheelOwner, websites } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/catalogue_helpers'

const addUrl = (website: Website) =>
  router.makeUrl('store.cart_items.store', { username: website.username })
const homeUrl = (website: Website) =>
  router.makeUrl('store.home.show', { username: website.username })

/** A valid product form with these changes. */
const form = (changes: Record<string, unknown>) => ({
  name: 'كعكة الشوكولاتة',
  price: '99',
  visible: true,
  ...changes,
})

test.group('Product options: the dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('options are added with Arabic-Indic prices, edited, reordered and removed; the price is the lowest', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const store = router.makeUrl('dashboard.products.store', { username: 'demo' })
    const created = await send(
      client,
      'post',
      store,
      owner,
      form({
        sku: 'CAKE-1',
        options: [
          { name: 'كبير ١٦ قطعة', price: '٢١٠' },
          { name: 'صغير ٨ قطع', price: '١٢٠٫٥٠' },
        ],
      })
    )
    created.assertStatus(303)
    const product = await Product.query()
      .where('website_id', demo.id)
      .where('sku', 'CAKE-1')
      .firstOrFail()
    assert.equal(product.price, 12050)
    assert.equal(product.optionCount, 2)

    const edit = await client
      .get(router.makeUrl('dashboard.products.edit', { username: 'demo', id: product.id }))
      .loginAs(owner)
      .withInertia()
    const options = (edit.inertiaProps as any).product.options
    assert.deepEqual(
      options.map((o: any) => [o.name, o.price]),
      [
        ['كبير ١٦ قطعة', '210.00'],
        ['صغير ٨ قطع', '120.50'],
      ]
    )

    // the small one first, renamed and repriced; the large one removed; a third added
    const update = router.makeUrl('dashboard.products.update', { username: 'demo', id: product.id })
    const updated = await send(
      client,
      'put',
      update,
      owner,
      form({
        sku: 'CAKE-1',
        options: [
          { id: options[1].id, name: 'صغير', price: '110' },
          { name: 'وسط ١٢ قطعة', price: '160' },
        ],
      })
    )
    updated.assertStatus(303)
    const rows = await ProductOption.query().where('product_id', product.id).orderBy('sort_order')
    assert.deepEqual(
      rows.map((row) => [row.id === options[1].id, row.name, row.price]),
      [
        [true, 'صغير', 11000],
        [false, 'وسط ١٢ قطعة', 16000],
      ]
    )
    await product.refresh()
    assert.equal(product.price, 11000)

    // the form sends no list once every option is removed: the product's own price again
    await send(client, 'put', update, owner, form({ sku: 'CAKE-1', price: '99' }))
    await product.refresh()
    assert.equal(product.optionCount, 0)
    assert.equal(product.price, 9900)
    assert.lengthOf(await ProductOption.query().where('product_id', product.id), 0)
  })

  test('bad options are refused in Arabic and store nothing; another website’s option id is refused', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    const { product, small } = await cakeOf(demo)
    const theirs = await cakeOf(nakheel)
    const update = router.makeUrl('dashboard.products.update', { username: 'demo', id: product.id })
    const cases: [Record<string, unknown>[], string, string][] = [
      [[{ name: 'صغير', price: 'مئة' }], 'options.0.price', 'أدخل سعر الخيار بالريال، مثل 120'],
      [[{ name: 'صغير', price: '0' }], 'options.0.price', 'يجب أن يكون سعر الخيار أكبر من صفر.'],
      [[{ name: '', price: '10' }], 'options.0.name', 'أدخل اسم الخيار.'],
      [
        [
          { name: 'صغير', price: '10' },
          { name: 'صغير', price: '20' },
        ],
        'options',
        'تكرر اسم الخيار نفسه.',
      ],
      [
        Array.from({ length: 21 }, (_, n) => ({ name: `خيار ${n}`, price: '10' })),
        'options',
        'يمكن إضافة 20 خيارا على الأكثر.',
      ],
      [
        [{ id: theirs.small.id, name: 'مسروق', price: '1' }],
        'options',
        'أحد الخيارات ليس من خيارات هذا المنتج، أعد تحميل الصفحة ثم احفظ.',
      ],
    ]
    for (const [options, field, message] of cases) {
      const response = await send(client, 'put', update, owner, form({ options }))
      assert.equal(fieldErrors(response)[field], message, JSON.stringify(options))
    }
    await small.refresh()
    assert.equal(small.name, 'صغير ٨ قطع')
    await theirs.small.refresh()
    assert.equal(theirs.small.name, 'صغير ٨ قطع')
    assert.lengthOf(await ProductOption.query().where('product_id', product.id), 2)

    // another merchant cannot reach this product's options at all
    const cross = await send(
      client,
      'put',
      update,
      await nakheelOwner(),
      form({ options: [{ id: small.id, name: 'x', price: '1' }] })
    )
    assert.oneOf(cross.status(), [403, 404])
    await small.refresh()
    assert.equal(small.price, 12000)
  })
})

test.group('Product options: product page and cart', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page lists the options; a card says «from»; the cart needs a choice and keeps one line per option', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const { product, small, large } = await cakeOf(demo)
    const theirs = await cakeOf(nakheel)
    const customer = await makeCustomer(demo, `opts.${randomUUID()}@example.com`)
    const page = await visitAs(
      client,
      router.makeUrl('store.products.show', { username: 'demo', id: product.id }),
      customer
    )
    const shown = (page.inertiaProps as any).product
    assert.isTrue(shown.hasOptions)
    assert.equal(shown.price, 12000)
    assert.deepEqual(shown.options, [
      { id: small.id, name: 'صغير ٨ قطع', price: 12000 },
      { id: large.id, name: 'كبير ١٦ قطعة', price: 21000 },
    ])
    const card = (
      (
        await visitAs(
          client,
          router.makeUrl('store.products.index', { username: 'demo' }),
          customer
        )
      ).inertiaProps as any
    ).products.data.find((row: any) => row.id === product.id)
    assert.include(card, { hasOptions: true, price: 12000 })

    const add = (fields: Record<string, unknown>) =>
      submitAs(client, 'post', addUrl(demo), customer, homeUrl(demo), {
        product_id: product.id,
        quantity: 1,
        ...fields,
      })
    // no choice: an Arabic message under the chooser, nothing added
    assert.equal(
      fieldErrors(await add({})).option_id,
      'اختر أحد خيارات «كعكة الشوكولاتة» قبل إضافته إلى السلة.'
    )
    // another website's option, or another product's: refused, nothing added
    for (const optionId of [theirs.small.id, 999999]) {
      assert.equal(fieldErrors(await add({ option_id: optionId })).option_id, 'الخيار غير موجود')
    }
    const other = await ProductFactory.merge({ websiteId: demo.id }).create()
    const plain = await submitAs(client, 'post', addUrl(demo), customer, homeUrl(demo), {
      product_id: other.id,
      option_id: small.id,
    })
    assert.equal(fieldErrors(plain).option_id, 'الخيار غير موجود')
    assert.lengthOf(await CartItem.query().where('website_id', demo.id), 0)

    // two sizes are two lines; the same size again adds up; a price sent is ignored
    ;(await add({ option_id: small.id, price: 1 })).assertStatus(303)
    ;(await add({ option_id: large.id, quantity: 2 })).assertStatus(303)
    ;(await add({ option_id: small.id })).assertStatus(303)
    const cart = await visitAs(
      client,
      router.makeUrl('store.cart.show', { username: 'demo' }),
      customer
    )
    const view = (cart.inertiaProps as any).cart
    assert.deepEqual(
      view.lines.map((l: any) => [l.name, l.optionName, l.unitPrice, l.quantity, l.lineTotal]),
      [
        ['كعكة الشوكولاتة', 'صغير ٨ قطع', 12000, 2, 24000],
        ['كعكة الشوكولاتة', 'كبير ١٦ قطعة', 21000, 2, 42000],
      ]
    )
    assert.equal(view.total, 66000)
    assert.deepEqual((cart.inertiaProps as any).cartSummary, { count: 4, total: 66000 })
  })
})

test.group('Product options: order, invoice, export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('order lines keep the option and its price; the pages, invoice and CSV name it; stock is the product’s', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const { product, small, large } = await cakeOf(demo, 5)
    const customer = await makeCustomer(demo, `opts.${randomUUID()}@example.com`)
    for (const [optionId, quantity] of [
      [small.id, 1],
      [large.id, 2],
    ]) {
      const added = await submitAs(client, 'post', addUrl(demo), customer, homeUrl(demo), {
        product_id: product.id,
        option_id: optionId,
        quantity,
      })
      added.assertStatus(303)
    }
    const order = await placeOrder(client, demo, customer, [])
    assert.deepEqual(
      order.items.map((i) => [
        i.itemName,
        i.productOptionId,
        i.optionName,
        i.unitPrice,
        i.quantity,
      ]),
      [
        ['كعكة الشوكولاتة', small.id, 'صغير ٨ قطع', 12000, 1],
        ['كعكة الشوكولاتة', large.id, 'كبير ١٦ قطعة', 21000, 2],
      ]
    )
    assert.equal(order.total, 54000)
    await product.refresh()
    assert.equal(product.stock, 2, 'three units across the two sizes')

    const mine = await visitAs(
      client,
      router.makeUrl('store.orders.show', { username: 'demo', id: order.id }),
      customer
    )
    assert.deepEqual(
      (mine.inertiaProps as any).order.items.map((i: any) => [i.name, i.unitPrice]),
      [
        ['كعكة الشوكولاتة - صغير ٨ قطع', 12000],
        ['كعكة الشوكولاتة - كبير ١٦ قطعة', 21000],
      ]
    )
    const invoice = await visitAs(
      client,
      router.makeUrl('store.invoices.show', { username: 'demo', id: order.id }),
      customer
    )
    assert.deepEqual(
      (invoice.inertiaProps as any).invoice.items.map((i: any) => [i.name, i.total]),
      [
        ['كعكة الشوكولاتة - صغير ٨ قطع', 12000],
        ['كعكة الشوكولاتة - كبير ١٦ قطعة', 42000],
      ]
    )
    const merchant = await client
      .get(router.makeUrl('dashboard.orders.show', { username: 'demo', id: order.id }))
      .loginAs(owner)
      .withInertia()
    assert.include(JSON.stringify(merchant.inertiaProps), 'كعكة الشوكولاتة - كبير ١٦ قطعة')
    const csv = await client
      .get(router.makeUrl('dashboard.orders.export', { username: 'demo' }))
      .loginAs(owner)
    assert.include(
      csv.text(),
      'كعكة الشوكولاتة - صغير ٨ قطع × 1 = 120.00؛ كعكة الشوكولاتة - كبير ١٦ قطعة × 2 = 420.00'
    )

    // the merchant deletes the large size later: the order keeps its name and price
    await ProductOption.query().where('id', large.id).delete()
    const kept = await order.related('items').query().orderBy('id')
    assert.deepEqual(
      kept.map((i) => [i.productOptionId, i.optionName, i.unitPrice]),
      [
        [small.id, 'صغير ٨ قطع', 12000],
        [null, 'كبير ١٦ قطعة', 21000],
      ]
    )
  })

  test('a deleted option leaves its cart line unavailable: checkout says so in Arabic, no order', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const { product, small, large } = await cakeOf(demo)
    const customer = await makeCustomer(demo, `opts.${randomUUID()}@example.com`)
    await submitAs(client, 'post', addUrl(demo), customer, homeUrl(demo), {
      product_id: product.id,
      option_id: large.id,
    })
    // the merchant keeps only the small size
    await send(
      client,
      'put',
      router.makeUrl('dashboard.products.update', { username: 'demo', id: product.id }),
      owner,
      form({ options: [{ id: small.id, name: small.name, price: '120' }] })
    )
    const cart = await visitAs(
      client,
      router.makeUrl('store.cart.show', { username: 'demo' }),
      customer
    )
    const [line] = (cart.inertiaProps as any).cart.lines
    assert.include(line, { available: false, optionGone: true, optionName: 'كبير ١٦ قطعة' })
    assert.equal((cart.inertiaProps as any).cart.total, 0)
    assert.deepEqual((cart.inertiaProps as any).cartSummary, { count: 0, total: 0 })

    const before = await demo.related('orders').query().count('* as n').first()
    const placed = await placeOrder(client, demo, customer, []).catch(() => null)
    assert.isNull(placed)
    const after = await demo.related('orders').query().count('* as n').first()
    assert.equal(Number(after!.$extras.n), Number(before!.$extras.n))
    const refused = await submitAs(
      client,
      'post',
      router.makeUrl('store.checkout.store', { username: 'demo' }),
      customer,
      router.makeUrl('store.checkout.payment', { username: 'demo' }),
      {
        payment_method: 'cod',
        checkout_token: randomUUID(),
        branch_id: (await demo.related('branches').query().firstOrFail()).id,
      }
    )
    assert.notEqual(refused.status(), 500)
    assert.equal(
      fieldErrors(refused).cart,
      'لم يعد الخيار الذي اخترته من «كعكة الشوكولاتة» متوفرًا، احذفه من السلة واختر خيارًا آخر ثم أكمل الطلب.'
    )
  })
})
