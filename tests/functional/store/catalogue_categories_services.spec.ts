import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { props, storefronts } from '#tests/functional/store/catalogue_helpers'
import { ProductFactory } from '#database/factories/product_factory'

test.group('Storefront product categories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('demo and nakheel: /categories lists each category with its products', async ({
    client,
    assert,
    route,
  }) => {
    const expected = {
      demo: ['skin-care', 'hair-care', 'perfumes'],
      nakheel: ['dates', 'coffee-sweets'],
    }
    for (const [username, slugs] of Object.entries(expected)) {
      const response = await client.get(route('store.categories.index', { username })).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('store/categories/index')
      const categories = props(response).categories as any[]
      assert.deepEqual(
        categories.map((category) => category.slug),
        slugs
      )
      for (const category of categories) {
        assert.equal(category.products.length, category.productCount)
        assert.isAbove(category.products.length, 0)
      }
    }
  })

  test('each category carousel holds at most 12 products of its own category', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await storefronts()
    const dates = await nakheel
      .related('storeCategories')
      .query()
      .where('slug', 'dates')
      .firstOrFail()
    await ((ROWS) =>
      ProductFactory.merge(ROWS.map((row) => ({ websiteId: nakheel.id, ...row }))).createMany(
        ROWS.length
      ))(
      Array.from({ length: 15 }, (_, index) => ({
        name: `تمر إضافي ${index + 1}`,
        slug: `extra-dates-${index + 1}`,
        price: 2000,
        storeCategoryId: dates.id,
      }))
    )
    const response = await client
      .get(route('store.categories.index', { username: 'nakheel' }))
      .withInertia()
    const [datesBlock, coffee] = props(response).categories as any[]
    assert.equal(datesBlock.productCount, 21)
    assert.lengthOf(datesBlock.products, 12)
    assert.isAbove(coffee.products.length, 0)
    assert.notInclude(
      coffee.products.map((p: any) => p.name),
      'تمر إضافي 1'
    )
  })

  test('/categories/{slug}: the grid of the category with links to /products/{id}', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await storefronts()
    const response = await client
      .get(route('store.categories.show', { username: 'demo', slug: 'perfumes' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/categories/show')
    const data = props(response)
    assert.equal(data.category.name, 'العطور')
    assert.equal(data.products.meta.total, 3)
    const perfumes = await demo
      .related('products')
      .query()
      .whereHas('storeCategory', (query) => query.where('slug', 'perfumes'))
    assert.sameMembers(
      data.products.data.map((p: any) => p.id),
      perfumes.map((p) => p.id)
    )
    const html = (
      await client.get(route('store.categories.show', { username: 'demo', slug: 'perfumes' }))
    ).text()
    for (const product of perfumes) assert.include(html, `href="/o/demo/products/${product.id}"`)
    assert.include(html, 'أضف إلى السلة')
  })

  test("an unknown category, or the other website's, is 404", async ({ client, assert }) => {
    for (const url of [
      '/o/demo/categories/dates',
      '/o/nakheel/categories/perfumes',
      '/o/demo/categories/x',
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('store/not_found')
      assert.equal(props(response).message, 'القسم غير موجود')
    }
  })
})

test.group('Storefront services', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('demo: /services lists the services by category', async ({ client, assert, route }) => {
    const response = await client
      .get(route('store.services.index', { username: 'demo' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/services/index')
    const categories = props(response).categories as any[]
    assert.deepEqual(
      categories.map((category) => category.name),
      ['خدمات الشعر', 'الأظافر والعناية']
    )
    assert.equal(categories.flatMap((category) => category.services).length, 6)
  })

  test('nakheel: no services, an empty list and no services link', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('store.services.index', { username: 'nakheel' }))
      .withInertia()
    response.assertStatus(200)
    assert.deepEqual(props(response).categories, [])
    assert.isFalse(props(response).storefront.hasServices)
  })

  test('/services/{id} and /service/{slug}: prices, duration, options and book-now', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await storefronts()
    const service = await demo
      .related('services')
      .query()
      .where('slug', 'protein-treatment')
      .firstOrFail()
    const byId = await client
      .get(route('store.services.show', { username: 'demo', id: service.id }))
      .withInertia()
    byId.assertStatus(200)
    byId.assertInertiaComponent('store/services/show')
    const bySlug = await client
      .get(route('store.services.show_by_slug', { username: 'demo', slug: 'protein-treatment' }))
      .withInertia()
    assert.deepEqual(props(byId).service, props(bySlug).service)
    const data = props(byId).service
    assert.equal(data.price, 60000)
    assert.equal(data.durationMinutes, 150)
    assert.deepEqual(
      data.options.map((option: any) => [option.name, option.extraPrice]),
      [
        ['شعر متوسط', 0],
        ['شعر طويل', 15000],
      ]
    )
    assert.equal(data.category.name, 'خدمات الشعر')

    const html = (
      await client.get(route('store.services.show', { username: 'demo', id: service.id }))
    ).text()
    assert.include(html, `href="/o/demo/booking/cart?sid=${service.id}"`)
    assert.include(html, 'احجز الآن')
    assert.include(html, 'ساعتان و30 دقيقة', 'the duration in hours and minutes')
  })

  test('durations read naturally in Arabic on the services page', async ({
    client,
    assert,
    route,
  }) => {
    const html = (await client.get(route('store.services.index', { username: 'demo' }))).text()
    assert.include(html, 'ساعة واحدة') // 60 minutes
    assert.include(html, 'ساعتان') // 120 minutes
    assert.include(html, 'ساعة و30 دقيقة') // 90 minutes
    assert.include(html, '45 دقيقة')
  })

  test('the old price of a service is struck through only when higher', async ({
    client,
    assert,
    route,
  }) => {
    const colour = await client
      .get(route('store.services.show_by_slug', { username: 'demo', slug: 'full-hair-colour' }))
      .withInertia()
    assert.equal(props(colour).service.oldPrice, 40000)
    const { demo } = await storefronts()
    // saved as the dashboard saves a service: through the model, which announces the change to the caches
    const service = await demo
      .related('services')
      .query()
      .where('slug', 'full-hair-colour')
      .firstOrFail()
    service.oldPrice = 30000
    await service.save()
    const lower = await client
      .get(route('store.services.show_by_slug', { username: 'demo', slug: 'full-hair-colour' }))
      .withInertia()
    assert.isNull(props(lower).service.oldPrice)
  })

  test("an unknown service, or the other website's, is 'الخدمة غير موجود' with 404", async ({
    client,
    assert,
  }) => {
    const { demo } = await storefronts()
    const service = await demo.related('services').query().firstOrFail()
    for (const url of [
      '/o/demo/services/999999',
      '/o/demo/services/abc',
      '/o/demo/service/no-such-service',
      `/o/nakheel/services/${service.id}`,
      `/o/nakheel/service/${service.slug}`,
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('store/not_found')
      assert.equal(props(response).message, 'الخدمة غير موجود', url)
    }
  })
})
