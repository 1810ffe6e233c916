import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Visit from '#models/visit'
import { VisitRecorder } from '#services/store/visit_recorder'
import LandingPage from '#models/landing_page'
import PlatformPost from '#models/platform_post'
import PlatformPage from '#models/platform_page'
import { websites } from '#tests/functional/api/helpers'
import { ProductFactory } from '#database/factories/product_factory'
import { ServiceFactory } from '#database/factories/service_factory'

const MONEY = /^\d+\.\d{2}$/

test.group('API: marketing calls (public)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('GET /website/posts: academy posts with pagination meta; limit sets the page size', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/website/posts?privilege=academy&limit=2')
    response.assertStatus(200)
    const body = response.body()
    assert.isAtMost(body.posts.length, 2)
    assert.deepEqual(body.data, body.posts)
    assert.properties(body.meta, ['total', 'per_page', 'current_page', 'last_page'])
    assert.equal(body.meta.per_page, 2)
    const total = await PlatformPost.query()
      .where('privilege', 'academy')
      .whereNotNull('published_at')
      .count('* as total')
    assert.equal(body.meta.total, Number(total[0].$extras.total))
  })

  test('GET /website/posts without privilege is 422 with an Arabic message', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/website/posts')
    response.assertStatus(422)
    assert.property(response.body().errors, 'privilege')
    assert.match(response.body().errors.privilege[0], /[\u0600-\u06FF]/)
  })

  test('GET /website/posts/{slug}: the post; a blog slug asked as academy is 404', async ({
    client,
    assert,
  }) => {
    const post = await PlatformPost.query()
      .where('privilege', 'blog')
      .whereNotNull('published_at')
      .firstOrFail()
    const found = await client.get(`/api/v1/website/posts/${post.slug}?privilege=blog`)
    found.assertStatus(200)
    assert.equal(found.body().post.title, post.title)
    const other = await client.get(`/api/v1/website/posts/${post.slug}?privilege=academy`)
    other.assertStatus(404)
    assert.equal(other.body().message, 'عذرا الصفحة غير موجودة او غير صحيحة')
  })

  test('GET /website/sections and /website/plans (limit=2, money as strings)', async ({
    client,
    assert,
  }) => {
    const sections = await client.get('/api/v1/website/sections?privilege=blog')
    sections.assertStatus(200)
    assert.isArray(sections.body().sections)
    const plans = await client.get('/api/v1/website/plans?privilege=website&limit=2')
    plans.assertStatus(200)
    assert.lengthOf(plans.body().plans, 2)
    for (const plan of plans.body().plans) {
      assert.match(plan.price_monthly, MONEY)
      assert.match(plan.price_yearly, MONEY)
    }
  })

  test('GET /website/page/{slug} and /landing/view/{slug}; unknown ones are 404', async ({
    client,
    assert,
  }) => {
    const page = await PlatformPage.firstOrFail()
    const found = await client.get(`/api/v1/website/page/${encodeURIComponent(page.slug)}`)
    found.assertStatus(200)
    assert.equal(found.body().page.title, page.title)
    ;(await client.get('/api/v1/website/page/no-such-page')).assertStatus(404)

    const landing = await LandingPage.query().preload('items').firstOrFail()
    const view = await client.get(`/api/v1/landing/view/${encodeURIComponent(landing.slug)}`)
    view.assertStatus(200)
    assert.equal(view.body().status, 'success')
    assert.equal(view.body().landing_page.title, landing.title)
    const items = view.body().items.flatMap((g: any) => g.items)
    assert.lengthOf(items, landing.items.length)
    for (const item of items) assert.match(item.price, MONEY)
    const missing = await client.get('/api/v1/landing/view/no-such-landing')
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'NotFound')
  })

  test('public GETs answer an ETag, and 304 without a body when it matches', async ({
    client,
    assert,
  }) => {
    const first = await client.get('/api/v1/website/plans')
    const etag = String(first.header('etag') ?? '')
    assert.isNotEmpty(etag)
    const again = await client.get('/api/v1/website/plans').header('if-none-match', etag)
    again.assertStatus(304)
    assert.equal(again.text(), '')
  })
})

test.group('API: the merchant calls (public, ?username=)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without a username or with an unknown one: JSON 404', async ({ client, assert }) => {
    const none = await client.get('/api/v1/store/products')
    none.assertStatus(404)
    assert.equal(none.header('content-type')?.split(';')[0], 'application/json')
    ;(await client.get('/api/v1/store/products?username=nobody-here')).assertStatus(404)
  })

  test('GET /website: the site, its legal details and design', async ({ client, assert }) => {
    const { demo } = await websites()
    const response = await client.get('/api/v1/website?username=demo&type=order')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.website.id, demo.id)
    assert.equal(body.website.site_ARname, demo.nameAr)
    assert.equal(body.legal.tax_id, demo.vatNumber)
    assert.equal(body.support_content, demo.supportContent)
  })

  test('GET /store/products: prices as decimal strings, paginated; ?category= filters', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const response = await client.get('/api/v1/store/products?username=demo')
    response.assertStatus(200)
    const body = response.body()
    assert.isAbove(body.products.length, 0)
    for (const product of body.products) assert.match(product.price, MONEY)
    const active = await demo
      .related('products')
      .query()
      .where('is_active', true)
      .count('* as total')
    assert.equal(body.meta.total, Number(active[0].$extras.total))
    assert.isNull(body.category_details)

    const category = await demo.related('storeCategories').query().firstOrFail()
    const filtered = await client.get(
      `/api/v1/store/products?username=demo&category=${encodeURIComponent(category.slug)}`
    )
    filtered.assertStatus(200)
    assert.equal(filtered.body().category_details.slug, category.slug)
    ;(await client.get('/api/v1/store/products?username=demo&category=nope-nope')).assertStatus(404)
    ;(await client.get('/api/v1/store/products?username=demo&page=0')).assertStatus(422)
  })

  test('GET /store/products/{slug}: the price comes from the database; nakheel’s product on demo is 404', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const product = await demo.related('products').query().where('is_active', true).firstOrFail()
    const response = await client.get(
      `/api/v1/store/products/${encodeURIComponent(product.slug)}?username=demo`
    )
    response.assertStatus(200)
    const price = (product.price / 100).toFixed(2)
    assert.equal(response.body().product.price, price)

    const theirs = await ProductFactory.merge({
      websiteId: nakheel.id,
      slug: 'only-at-nakheel',
      isActive: true,
    }).create()
    const cross = await client.get(`/api/v1/store/products/${theirs.slug}?username=demo`)
    cross.assertStatus(404)
    ;(await client.get(`/api/v1/store/products/${theirs.slug}?username=nakheel`)).assertStatus(200)
    ;(await client.get('/api/v1/store/products/no-such-product?username=demo')).assertStatus(404)
  })

  test('GET /store/categories, /store/categories-with-product and /store/products/recent', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const categories = await client.get('/api/v1/store/categories?username=demo')
    categories.assertStatus(200)
    const count = await demo.related('storeCategories').query().count('* as total')
    assert.lengthOf(categories.body().categories, Number(count[0].$extras.total))
    const withProducts = await client.get('/api/v1/store/categories-with-product?username=demo')
    withProducts.assertStatus(200)
    assert.isArray(withProducts.body().categories[0].items)
    const recent = await client.get('/api/v1/store/products/recent?username=demo')
    recent.assertStatus(200)
    assert.isAbove(recent.body().products.length, 0)
  })

  test('GET /store/services/{slug} with options; another website’s is 404', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const service = await demo.related('services').query().where('is_active', true).firstOrFail()
    const response = await client.get(
      `/api/v1/store/services/${encodeURIComponent(service.slug)}?username=demo`
    )
    response.assertStatus(200)
    assert.equal(response.body().service.id, service.id)
    assert.equal(response.body().service.duration_minutes, service.durationMinutes)
    const theirs = await ServiceFactory.merge({
      websiteId: nakheel.id,
      slug: 'service-only-at-nakheel',
      isActive: true,
    }).create()
    ;(await client.get(`/api/v1/store/services/${theirs.slug}?username=demo`)).assertStatus(404)
    ;(await client.get(`/api/v1/store/services/${theirs.slug}?username=nakheel`)).assertStatus(200)
  })

  test('GET /branches, /pages, /page/{slug}, /slides, /homepage', async ({ client, assert }) => {
    const { demo } = await websites()
    const branches = await client.get('/api/v1/branches?username=demo&type=order')
    branches.assertStatus(200)
    const count = await demo.related('branches').query().count('* as total')
    assert.lengthOf(branches.body().branches, Number(count[0].$extras.total))

    const pages = await client.get('/api/v1/pages?username=demo')
    pages.assertStatus(200)
    const page = await demo.related('pages').query().first()
    if (page) {
      const one = await client.get(`/api/v1/page/${encodeURIComponent(page.slug)}?username=demo`)
      one.assertStatus(200)
      assert.equal(one.body().page.name, page.name)
    }
    ;(await client.get('/api/v1/page/no-such-page?username=demo')).assertStatus(404)

    const slides = await client.get('/api/v1/slides?username=demo&type=order')
    slides.assertStatus(200)
    assert.isArray(slides.body().slides)
    ;(await client.get('/api/v1/slides?username=demo&type=other')).assertStatus(422)

    const home = await client.get('/api/v1/homepage?username=demo&type=order')
    home.assertStatus(200)
    assert.isArray(home.body().home_page)
  })

  test('the blog calls: sections, post counts, posts of a section, one post, recent posts', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    demo.supportContent = true
    await demo.save()
    const sections = await client.get('/api/v1/sections?username=demo')
    sections.assertStatus(200)
    const counts = await client.get('/api/v1/postcount?username=demo')
    counts.assertStatus(200)
    assert.property(counts.body().sections[0], 'post_count')

    const blogs = await client.get('/api/v1/blogs?username=demo')
    blogs.assertStatus(200)
    assert.properties(blogs.body(), ['blogs', 'data', 'meta', 'section'])
    const slug = blogs.body().blogs[0].slug
    const blog = await client.get(`/api/v1/blog?username=demo&slug=${encodeURIComponent(slug)}`)
    blog.assertStatus(200)
    assert.equal(blog.body().blog.slug, slug)
    ;(await client.get('/api/v1/blog?username=demo&slug=nope')).assertStatus(404)
    const recent = await client.get('/api/v1/newblogs?username=demo')
    recent.assertStatus(200)
    assert.isArray(recent.body().recent_blogs)
  })

  test('the blog calls are 404 on a website without the content package', async ({ client }) => {
    const { demo } = await websites()
    demo.supportContent = false
    await demo.save()
    ;(await client.get('/api/v1/blogs?username=demo')).assertStatus(404)
    ;(await client.get('/api/v1/postcount?username=demo')).assertStatus(404)
  })

  test('POST /vistor and /visitor record a visit of the website; an unknown id is 404', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    // visits are counted in memory and written in batches
    await VisitRecorder.flush()
    const before = await Visit.query().where('website_id', demo.id).count('* as total')
    ;(await client.post('/api/v1/vistor').json({ website_id: demo.id })).assertStatus(201)
    ;(
      await client.post('/api/v1/visitor').json({ website_id: demo.id, path: '/app/home' })
    ).assertStatus(201)
    await VisitRecorder.flush()
    const after = await Visit.query().where('website_id', demo.id).count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total) + 2)
    ;(await client.post('/api/v1/vistor').json({ website_id: 999999 })).assertStatus(404)
    ;(await client.post('/api/v1/vistor').json({})).assertStatus(422)
    // the path is a path of the site: `//host` or `/\\host` (another site to a browser) is refused
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/a b']) {
      const refused = await client.post('/api/v1/visitor').json({ website_id: demo.id, path })
      refused.assertStatus(422)
    }
  })

  test('an unknown /api/v1 address is a JSON 404, never the HTML page', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/no/such/call').header('accept', 'text/html')
    response.assertStatus(404)
    assert.equal(response.header('content-type')?.split(';')[0], 'application/json')
    assert.equal(response.body().message, 'عذرا الصفحة غير موجودة او غير صحيحة')
  })

  test('CORS: an allowed origin is answered on /api/v1 only', async ({ client, assert }) => {
    const api = await client
      .get('/api/v1/website/plans')
      .header('origin', 'https://app.example.com')
    const page = await client.get('/plans').header('origin', 'https://app.example.com')
    assert.notExists(page.header('access-control-allow-origin'))
    // the test environment allows https://app.example.com (API_CORS_ORIGINS in .env.test)
    assert.equal(api.header('access-control-allow-origin'), 'https://app.example.com')
    const other = await client.get('/api/v1/website/plans').header('origin', 'https://evil.example')
    assert.notExists(other.header('access-control-allow-origin'))
  })
})
