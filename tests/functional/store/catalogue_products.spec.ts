import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { props, storefronts } from '#tests/functional/store/catalogue_helpers'
import { ProductFactory } from '#database/factories/product_factory'

/** The names a products page lists. */
async function search(client: any, username: string, q: string) {
  const response = await client
    .get(router.makeUrl('store.products.index', { username }))
    .qs({ q })
    .withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('store/products/index')
  return (props(response).products.data as any[]).map((product) => product.name)
}

test.group('Storefront products list and search', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('demo and nakheel: /products lists every active product of the website', async ({
    client,
    assert,
    route,
  }) => {
    for (const username of ['demo', 'nakheel']) {
      const { demo, nakheel } = await storefronts()
      const website = username === 'demo' ? demo : nakheel
      const expected = await website.related('products').query().where('is_active', true)
      const response = await client.get(route('store.products.index', { username })).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('store/products/index')
      const data = props(response)
      assert.equal(data.q, '')
      assert.equal(data.products.meta.total, expected.length)
      assert.sameMembers(
        data.products.data.map((p: any) => p.id),
        expected.map((p) => p.id)
      )
      const card = data.products.data[0]
      assert.sameMembers(Object.keys(card), [
        'id',
        'name',
        'slug',
        'image',
        'price',
        'oldPrice',
        'soldOut',
        'fewLeft',
        'hasOptions',
      ])
    }
  })

  test('search matches the name and the keywords', async ({ client, assert }) => {
    assert.sameMembers(await search(client, 'demo', 'سيروم'), [
      'سيروم فيتامين سي 30 مل',
      'سيروم أطراف الشعر',
    ])
    // 'نضارة' is only in the serum's keywords
    assert.deepEqual(await search(client, 'demo', 'نضارة'), ['سيروم فيتامين سي 30 مل'])
    assert.deepEqual(await search(client, 'nakheel', 'سكري'), ['تمر سكري مفتل 1 كجم'])
    // every word must match, in any order
    assert.deepEqual(await search(client, 'demo', 'الشعر سيروم'), ['سيروم أطراف الشعر'])
  })

  test('Arabic folding: alef forms, taa marbuta, alef maqsura and tashkeel', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await storefronts()
    await ProductFactory.merge({
      websiteId: nakheel.id,
      name: 'حلوى المشمش',
      slug: 'apricot-sweet',
      price: 2500,
      keywords: 'مُشمُش, إفطار',
    }).create()

    // أ إ آ ا are one letter: 'اطراف' finds 'أطراف', 'ارغان' finds 'الأرغان'
    assert.deepEqual(await search(client, 'demo', 'اطراف'), ['سيروم أطراف الشعر'])
    assert.deepEqual(await search(client, 'demo', 'زيت الارغان'), ['زيت الأرغان للشعر'])
    assert.deepEqual(await search(client, 'nakheel', 'افطار'), ['حلوى المشمش'])
    // ة and ه: 'حلاوه' finds 'حلاوة'
    assert.deepEqual(await search(client, 'nakheel', 'حلاوه'), ['حلاوة طحينية بالفستق'])
    // and the other way round: 'قهوة' in the query finds 'قهوة' stored folded as 'قهوه'
    assert.deepEqual(await search(client, 'nakheel', 'قهوة'), ['قهوة سعودية بالهيل 500 جم'])
    // ى and ي: 'حلوي' finds 'حلوى' (and the homemade sweets whose keywords say 'حلويات')
    assert.sameMembers(await search(client, 'nakheel', 'حلوي المشمش'), ['حلوى المشمش'])
    assert.include(await search(client, 'nakheel', 'حلوي'), 'حلوى المشمش')
    // tashkeel is ignored on both sides
    assert.deepEqual(await search(client, 'nakheel', 'مشمش'), ['حلوى المشمش'])
    assert.deepEqual(await search(client, 'demo', 'سِيرُوم فيتامين'), ['سيروم فيتامين سي 30 مل'])
    // latin letters ignore case
    assert.deepEqual(await search(client, 'demo', 'spf'), ['واقي شمس SPF 50'])
  })

  test('no match, wildcards and an over-long query are handled', async ({
    client,
    assert,
    route,
  }) => {
    const none = await client
      .get(route('store.products.index', { username: 'demo' }))
      .qs({ q: 'سيارة' })
      .withInertia()
    assert.equal(props(none).products.meta.total, 0)
    assert.deepEqual(props(none).products.data, [])
    // like wildcards are literal characters, not "match everything"
    assert.deepEqual(await search(client, 'demo', '%'), [])
    assert.deepEqual(await search(client, 'demo', '_'), [])
    const long = await client
      .get(route('store.products.index', { username: 'demo' }))
      .qs({ q: 'ع'.repeat(500) })
      .withInertia()
    long.assertStatus(200)
    assert.lengthOf(props(long).q, 100)
  })

  test('search stays inside the website', async ({ client, assert }) => {
    assert.deepEqual(await search(client, 'demo', 'تمر'), [])
    assert.deepEqual(await search(client, 'nakheel', 'سيروم'), [])
  })

  test('an inactive product is neither listed nor found', async ({ client, assert, route }) => {
    const { demo } = await storefronts()
    const product = await demo
      .related('products')
      .query()
      .where('slug', 'cambodian-oud-oil')
      .firstOrFail()
    product.isActive = false
    await product.save()
    assert.notInclude(await search(client, 'demo', 'عود'), product.name)
    const response = await client
      .get(route('store.products.show', { username: 'demo', id: product.id }))
      .withInertia()
    response.assertStatus(404)
  })

  test('the grid is paginated, 24 a page, and the query is kept', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await storefronts()
    await ((ROWS) =>
      ProductFactory.merge(ROWS.map((row) => ({ websiteId: nakheel.id, ...row }))).createMany(
        ROWS.length
      ))(
      Array.from({ length: 30 }, (_, index) => ({
        name: `تمر تجريبي ${index + 1}`,
        slug: `trial-dates-${index + 1}`,
        price: 1000 + index,
      }))
    )
    const first = await client
      .get(route('store.products.index', { username: 'nakheel' }))
      .qs({ q: 'تجريبي' })
      .withInertia()
    assert.deepEqual(props(first).products.meta, {
      currentPage: 1,
      lastPage: 2,
      total: 30,
      perPage: 24,
    })
    assert.lengthOf(props(first).products.data, 24)
    const second = await client
      .get(route('store.products.index', { username: 'nakheel' }))
      .qs({ q: 'تجريبي', page: 2 })
      .withInertia()
    assert.lengthOf(props(second).products.data, 6)
    assert.equal(props(second).products.meta.currentPage, 2)
    // a bad page number is page 1, never an error
    const bad = await client
      .get(route('store.products.index', { username: 'nakheel' }))
      .qs({ page: '-3x' })
      .withInertia()
    bad.assertStatus(200)
    assert.equal(props(bad).products.meta.currentPage, 1)
  })

  test('the search box is a plain GET form to /products?q=', async ({ client, assert, route }) => {
    const response = await client
      .get(route('store.products.index', { username: 'demo' }))
      .qs({ q: 'مسك' })
    const html = response.text()
    assert.match(html, /<form[^>]*action="\/o\/demo\/products"[^>]*method="get"/)
    assert.include(html, 'name="q"')
    assert.include(html, 'معطر الشعر بالمسك')
  })
})

test.group('Storefront product page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('demo and nakheel: /products/{id} and /product/{slug} show the same product', async ({
    client,
    assert,
    route,
  }) => {
    for (const [username, slug] of [
      ['demo', 'vitamin-c-serum'],
      ['nakheel', 'sukkari-mufattal-1kg'],
    ]) {
      const { demo, nakheel } = await storefronts()
      const website = username === 'demo' ? demo : nakheel
      const product = await website.related('products').query().where('slug', slug).firstOrFail()

      const byId = await client
        .get(route('store.products.show', { username, id: product.id }))
        .withInertia()
      byId.assertStatus(200)
      byId.assertInertiaComponent('store/products/show')
      const bySlug = await client
        .get(route('store.products.show_by_slug', { username, slug }))
        .withInertia()
      bySlug.assertStatus(200)
      bySlug.assertInertiaComponent('store/products/show')
      assert.deepEqual(props(byId).product, props(bySlug).product)
      assert.equal(props(byId).product.sku, product.sku)
      assert.equal(props(byId).product.price, product.price)
      assert.match(props(byId).canonical, new RegExp(`/o/${username}/product/${slug}$`))
      // similar products: same category, not the product itself
      assert.isAbove(props(byId).related.length, 0)
      assert.notInclude(
        props(byId).related.map((p: any) => p.id),
        product.id
      )
    }
  })

  test('the page shows the sku label, quantity 1 to 10 and add-to-cart', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(
      route('store.products.show_by_slug', { username: 'demo', slug: 'vitamin-c-serum' })
    )
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'رمز المنتج')
    assert.include(html, 'LJ-1001')
    assert.include(html, 'أضف إلى السلة')
    const options = [...html.matchAll(/<option value="(\d+)"/g)].map((match) => Number(match[1]))
    assert.deepEqual(options, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    // old price struck through (115.00) because it is higher than the price (89.00)
    assert.match(html, /<s class="old-price"[^>]*>[\s\S]*?115\.00/)
  })

  test('an old price not above the price is not struck through', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('store.products.show_by_slug', { username: 'demo', slug: 'sunscreen-spf50' }))
      .withInertia()
    assert.equal(props(response).product.price, 6900)
    assert.isNull(props(response).product.oldPrice)
    const html = (
      await client.get(
        route('store.products.show_by_slug', { username: 'demo', slug: 'sunscreen-spf50' })
      )
    ).text()
    const detail = html.slice(html.indexOf('class="product-detail"'), html.indexOf('</article>'))
    assert.include(detail, '69.00')
    assert.notInclude(detail, 'class="old-price"')
    assert.notInclude(detail, '65.00')
  })

  test("an unknown product is 'المنتج غير موجود' with status 404", async ({
    client,
    assert,
    route,
  }) => {
    for (const url of [
      '/o/demo/products/987654',
      '/o/demo/products/not-a-number',
      '/o/demo/products/1e3',
      '/o/demo/product/no-such-product',
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('store/not_found')
      assert.equal(props(response).message, 'المنتج غير موجود', url)
    }
    const html = await client.get(route('store.products.show', { username: 'demo', id: '987654' }))
    html.assertStatus(404)
    assert.include(html.text(), 'المنتج غير موجود')
  })

  test("tenant isolation: one website's product is not found under the other", async ({
    client,
    assert,
  }) => {
    const { nakheel, demo } = await storefronts()
    const dates = await nakheel.related('products').query().firstOrFail()
    const serum = await demo
      .related('products')
      .query()
      .where('slug', 'vitamin-c-serum')
      .firstOrFail()

    for (const url of [
      `/o/demo/products/${dates.id}`,
      `/o/demo/product/${dates.slug}`,
      `/o/nakheel/products/${serum.id}`,
      `/o/nakheel/product/${serum.slug}`,
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
      assert.equal(props(response).message, 'المنتج غير موجود', url)
    }
  })
})
