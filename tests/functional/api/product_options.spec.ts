// Product options over the /api/v1: the product shows them, an order item names one, the merchant API manages them.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import ProductOption from '#models/product_option'
import { apiLogin, resetLimits, websites } from '#tests/functional/api/helpers'
import { cakeOf } from '#tests/functional/store/product_options_helpers'
import { call, keyOf } from '#tests/functional/merchant_api/helpers'

const ADDRESS = {
  country: 'SA',
  city: 'الرياض',
  district: 'حي النرجس',
  street: 'شارع الثمامة',
  short_address: 'rnra1234',
}

test.group('API: product options', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('the product lists its options; an order item names one and is charged its price', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const { product, small, large } = await cakeOf(demo)
    const theirs = await cakeOf(nakheel)
    const shown = await client.get(
      `/api/v1/store/products/${encodeURIComponent(product.slug)}?username=demo`
    )
    shown.assertStatus(200)
    assert.equal(shown.body().product.has_options, true)
    assert.deepEqual(shown.body().product.options, [
      { id: small.id, name: 'صغير ٨ قطع', price: '120.00' },
      { id: large.id, name: 'كبير ١٦ قطعة', price: '210.00' },
    ])

    const session = await apiLogin(client, demo, 'api.options@example.com')
    const address = await client.post('/api/v1/address').bearerToken(session.token).json(ADDRESS)
    const order = (items: object[]) =>
      client
        .post('/api/v1/order')
        .bearerToken(session.token)
        .json({ address_id: address.body().ad.id, payment_method: 'cod', items })

    // no option, another website's option, a price that is not the option's: refused, no order
    const missing = await order([{ id: product.id, quantity: 1 }])
    missing.assertStatus(422)
    assert.include(JSON.stringify(missing.body()), 'اختر أحد خيارات «كعكة الشوكولاتة»')
    const foreign = await order([{ id: product.id, option_id: theirs.large.id, quantity: 1 }])
    foreign.assertStatus(422)
    assert.include(JSON.stringify(foreign.body()), 'الخيار غير موجود')
    const stale = await order([{ id: product.id, option_id: large.id, quantity: 1, price: '120' }])
    stale.assertStatus(409)
    assert.lengthOf(await Order.query().where('customer_id', session.customer.id), 0)

    const placed = await order([
      { id: product.id, option_id: small.id, quantity: 1, price: '120.00' },
      { id: product.id, option_id: large.id, quantity: 2 },
      { id: product.id, option_id: small.id, quantity: 1 },
    ])
    placed.assertStatus(201)
    const items = placed.body().order.items
    assert.deepEqual(
      items.map((item: any) => [
        item.name,
        item.product_name,
        item.option_id,
        item.option_name,
        item.price,
        item.quantity,
      ]),
      [
        ['كعكة الشوكولاتة - صغير ٨ قطع', 'كعكة الشوكولاتة', small.id, 'صغير ٨ قطع', '120.00', 2],
        [
          'كعكة الشوكولاتة - كبير ١٦ قطعة',
          'كعكة الشوكولاتة',
          large.id,
          'كبير ١٦ قطعة',
          '210.00',
          2,
        ],
      ]
    )
    assert.equal(placed.body().order.total, '660.00')
  })

  test('the merchant API creates a product with options, keeps them when left out, refuses another’s', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const theirs = await cakeOf(nakheel)
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    const perfume = {
      name: 'عطر العود الملكي',
      sku: 'OUD-1',
      price: '500',
      visible: true,
      options: [
        { name: '100 مل', price: '450' },
        { name: '50 مل', price: '250' },
      ],
    }
    const created = await call(client, 'post', '/products', key.value, perfume)
    created.assertStatus(201)
    const data = created.body().data
    assert.equal(data.price, '250.00')
    assert.deepEqual(
      data.options.map((o: any) => [o.name, o.price]),
      [
        ['100 مل', '450.00'],
        ['50 مل', '250.00'],
      ]
    )
    const { options, ...withoutOptions } = perfume
    const replaced = await call(client, 'put', `/products/${data.id}`, key.value, {
      ...withoutOptions,
      name: 'عطر العود',
    })
    replaced.assertStatus(200)
    assert.lengthOf(replaced.body().data.options, options.length)
    assert.equal(replaced.body().data.price, '250.00')

    const stolen = await call(client, 'put', `/products/${data.id}`, key.value, {
      ...perfume,
      options: [{ id: theirs.small.id, name: 'x', price: '1' }],
    })
    stolen.assertStatus(422)
    await theirs.small.refresh()
    assert.equal(theirs.small.name, 'صغير ٨ قطع')
    assert.lengthOf(await ProductOption.query().where('product_id', data.id), 2)
    const read = await call(client, 'get', `/products/${data.id}`, key.value)
    assert.lengthOf(read.body().data.options, 2)
  })
})
