import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import ProductImage from '#models/product_image'
import { ProductFactory } from '#database/factories/product_factory'
import {
  clearUploads,
  demoMerchant,
  filesOf,
  nakheelOwner,
  png,
  websites,
} from '#tests/functional/dashboard/website_helpers'
import { fieldErrors } from '#tests/functional/dashboard/catalogue_helpers'
import type User from '#models/user'
import type Product from '#models/product'
import type { ApiClient } from '@japa/api-client'

/** The product form sent with these photos (multipart, as the page sends it). */
function sendGallery(
  client: ApiClient,
  owner: User,
  product: Product,
  photos: Buffer[],
  removeIds: number[] = []
) {
  const request = client
    .put(router.makeUrl('dashboard.products.update', { username: 'demo', id: product.id }))
    .fields({ name: product.name, price: '45', visible: '1' })
  removeIds.forEach((id, index) => request.field(`remove_images[${index}]`, String(id)))
  photos.forEach((bytes, index) =>
    request.file(`images[${index}]`, bytes, { filename: `photo-${index}.png` })
  )
  return request.withCsrfToken().withInertia().loginAs(owner).redirects(0)
}

const photosOf = (product: Product) =>
  ProductImage.query().where('product_id', product.id).orderBy('sort_order').orderBy('id')

test.group('Dashboard: a product gallery', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await websites()).demo.id))

  test('photos are added in order, shown on the store, removed with their files', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const product = await ProductFactory.merge({ websiteId: demo.id, image: null }).create()
    const added = await sendGallery(client, owner, product, [
      await png(500, 500, '#aa3300'),
      await png(500, 500, '#0033aa'),
    ])
    added.assertStatus(303)
    added.assertFlashMessage('success', 'تم حفظ المنتج')
    const photos = await photosOf(product)
    assert.lengthOf(photos, 2)
    for (const photo of photos)
      assert.deepEqual(await filesOf(demo.id, photo.url), [true, true, true])

    const edit = await client
      .get(router.makeUrl('dashboard.products.edit', { username: 'demo', id: product.id }))
      .withInertia()
      .loginAs(owner)
    assert.deepEqual(
      (edit.inertiaProps as any).product.gallery.map((photo: any) => photo.id),
      photos.map((photo) => photo.id)
    )
    const page = await client
      .get(router.makeUrl('store.products.show', { username: 'demo', id: product.id }))
      .withInertia()
    assert.deepEqual(
      (page.inertiaProps as any).product.images,
      photos.map((photo) => photo.url)
    )

    // one removed, one more added after the kept one
    const changed = await sendGallery(client, owner, product, [await png(400, 400)], [photos[0].id])
    changed.assertStatus(303)
    const after = await photosOf(product)
    assert.deepEqual(after[0].id, photos[1].id)
    assert.lengthOf(after, 2)
    assert.deepEqual(await filesOf(demo.id, photos[0].url), [false, false, false])
  })

  test('more than seven extra photos, or a file that is no image, is refused and nothing is kept', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const product = await ProductFactory.merge({ websiteId: demo.id }).create()
    const six = await Promise.all(Array.from({ length: 6 }, () => png(200, 200)))
    ;(await sendGallery(client, owner, product, six)).assertStatus(303)
    assert.lengthOf(await photosOf(product), 6)

    const tooMany = await sendGallery(client, owner, product, [
      await png(200, 200),
      await png(200, 200),
    ])
    assert.equal(
      fieldErrors(tooMany).images,
      'يمكن إضافة 7 صور على الأكثر بجانب الصورة الرئيسية، احذف صورة أولا.'
    )
    assert.lengthOf(await photosOf(product), 6)

    const notImage = await sendGallery(client, owner, product, [Buffer.from('no image here')])
    // the photo's own field: the form shows it under the gallery
    assert.equal(fieldErrors(notImage)['images.0'], 'اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.')
    assert.lengthOf(await photosOf(product), 6)
  })

  test("another website's owner cannot add photos to demo's product", async ({
    client,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const product = await ProductFactory.merge({ websiteId: demo.id }).create()
    const other = await nakheelOwner()
    const response = await sendGallery(client, other, product, [await png(200, 200)])
    assert.oneOf(response.status(), [403, 404])
    assert.lengthOf(await photosOf(product), 0)
  })
})
