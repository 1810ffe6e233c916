import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { png } from '#tests/functional/dashboard/website_helpers'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

test.group('Merchant API: product pictures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('the main picture replaced, gallery photos added then removed; the product’s fields stay', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    const product = await demo.related('products').query().whereNull('archived_at').firstOrFail()
    const url = `/api/v1/merchant/products/${product.id}/images`
    const main = await client
      .patch(url)
      .headers(bearer(key.value))
      .file('image', await png(60, 60), { filename: 'main.png' })
    main.assertStatus(200)
    assert.isString(main.body().data.image)
    assert.notEqual(main.body().data.image, product.image)
    const added = await client
      .patch(url)
      .headers(bearer(key.value))
      .file('images[]', await png(30, 30), { filename: 'one.png' })
      .file('images[]', await png(31, 31), { filename: 'two.png' })
    added.assertStatus(200)
    const gallery = added.body().data.gallery
    assert.isAtLeast(gallery.length, 2)
    const removed = await client
      .patch(url)
      .headers(bearer(key.value))
      .field('remove_images[]', String(gallery[0].id))
    removed.assertStatus(200)
    assert.lengthOf(removed.body().data.gallery, gallery.length - 1)
    const shown = await call(client, 'get', `/products/${product.id}/images`, key.value)
    assert.deepEqual(shown.body().data, removed.body().data)
    const before = { name: product.name, price: product.price }
    await product.refresh()
    assert.deepEqual({ name: product.name, price: product.price }, before)

    const notImage = await client
      .patch(url)
      .headers(bearer(key.value))
      .file('image', Buffer.from('not an image'), { filename: 'x.png' })
    assertProblem(assert, notImage, 422, 'validation_failed')
  })

  test('a product with no sku and no old price (the form’s empty fields) gets its picture', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    const made = await call(client, 'post', '/products', key.value, {
      name: 'منتج بلا رمز',
      slug: '',
      sku: '',
      price: '15',
      old_price: null,
      keywords: '',
      store_category_id: null,
      visible: true,
    })
    made.assertStatus(201)
    const id = made.body().data.id
    const main = await client
      .patch(`/api/v1/merchant/products/${id}/images`)
      .headers(bearer(key.value))
      .file('image', await png(40, 40), { filename: 'main.png' })
    main.assertStatus(200)
    assert.isString(main.body().data.image)
    const product = await demo.related('products').query().where('id', id).firstOrFail()
    assert.deepEqual([product.sku, product.oldPrice, product.price], [null, null, 1500])
  })

  test('forbidden: another website’s product is a 404, a key without catalogue:write a 403', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const theirs = await nakheel.related('products').query().firstOrFail()
    const key = await keyOf(demo, ['catalogue:read', 'catalogue:write'])
    assertProblem(
      assert,
      await call(client, 'get', `/products/${theirs.id}/images`, key.value),
      404,
      'not_found'
    )
    const upload = await client
      .patch(`/api/v1/merchant/products/${theirs.id}/images`)
      .headers(bearer(key.value))
      .file('image', await png(20, 20), { filename: 'x.png' })
    assertProblem(assert, upload, 404, 'not_found')
    await theirs.refresh()
    const reader = await keyOf(demo, ['catalogue:read'])
    const ours = await demo.related('products').query().firstOrFail()
    const refused = await client
      .patch(`/api/v1/merchant/products/${ours.id}/images`)
      .headers(bearer(reader.value))
      .file('image', await png(20, 20), { filename: 'x.png' })
    assertProblem(assert, refused, 403, 'api_scope_missing')
  })
})
