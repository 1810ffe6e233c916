import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#models/customer'
import { websiteChanged } from '#services/cache/site_changes'
import { props, storefronts } from '#tests/functional/store/catalogue_helpers'

test.group('Storefront home', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('demo: the blocks come in the order of their order value, each filled', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/home')
    const blocks = props(response).blocks as any[]

    // seeded deliberately out of insertion order: slider 1, categories 2, hair services 3, offers 4,
    // blog 5, new skin care 6, nails 7
    assert.deepEqual(
      blocks.map((block) => block.kind),
      [
        'slider',
        'store_categories',
        'services_category',
        'offers',
        'blog_section',
        'recent_products',
        'services_category',
      ]
    )
    const [slider, categories, hair, offers, blog, recent, nails] = blocks
    assert.deepEqual(
      slider.slides.map((slide: any) => slide.title),
      ['خصم 20% على جلسات البشرة', 'منتجات العناية الأصلية', 'باقة العروس']
    )
    assert.deepEqual(
      categories.categories.map((category: any) => [category.slug, category.productCount]),
      [
        ['skin-care', 5],
        ['hair-care', 4],
        ['perfumes', 3],
      ]
    )
    assert.equal(hair.title, 'خدمات الشعر')
    assert.sameMembers(
      hair.services.map((service: any) => service.slug),
      ['haircut-styling', 'full-hair-colour', 'protein-treatment']
    )
    assert.equal(nails.category.slug, 'nails-care')
    assert.isTrue(hair.services.every((service: any) => service.durationMinutes > 0))

    // offers: only products whose old price is above the price
    assert.isAbove(offers.products.length, 0)
    assert.isTrue(offers.products.every((p: any) => p.oldPrice !== null && p.oldPrice > p.price))
    assert.notInclude(
      offers.products.map((p: any) => p.slug),
      'sunscreen-spf50',
      'an old price below the price is not an offer'
    )

    // the skin-care products, newest first
    assert.equal(recent.category.slug, 'skin-care')
    assert.deepEqual(
      recent.products.map((p: any) => p.slug),
      [
        'moroccan-clay-mask',
        'gentle-cleanser',
        'sunscreen-spf50',
        'ceramide-moisturizer',
        'vitamin-c-serum',
      ]
    )

    // blog block: embedded main sections, the block's section first (highlighted), with post counts
    assert.deepEqual(
      blog.sections.map((section: any) => section.slug),
      ['skin-care', 'hair-care', 'beauty-tips']
    )
    const skin = blog.sections[0]
    assert.equal(skin.postCount, 4, 'skin care counts its own posts and its sub-section dry-skin')
    assert.isAbove(blog.posts.length, 0)
    assert.includeMembers(
      blog.posts.map((post: any) => post.slug),
      ['daily-skin-routine', 'dry-skin-winter']
    )
  })

  test('the price rule: an old price shows only when it is higher than the price', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    const products = (props(response).blocks as any[]).flatMap((block) => block.products ?? [])
    const bySlug = Object.fromEntries(products.map((p: any) => [p.slug, p]))
    assert.equal(bySlug['vitamin-c-serum'].oldPrice, 11500)
    assert.equal(bySlug['vitamin-c-serum'].price, 8900)
    assert.isNull(bySlug['sunscreen-spf50'].oldPrice, 'old price 65.00 under price 69.00 is hidden')
    assert.isNull(bySlug['ceramide-moisturizer'].oldPrice)
  })

  test('changing the order values reorders the blocks', async ({ client, assert, route }) => {
    const { demo } = await storefronts()
    const sections = await demo.related('homeSections').query().where('site', 'order')
    for (const section of sections) {
      section.sortOrder = { slider: 9, offers: 1, recent_products: 2 }[section.kind as string] ?? 5
      await section.save()
    }
    const response = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    const kinds = (props(response).blocks as any[]).map((block) => block.kind)
    assert.deepEqual(kinds.slice(0, 2), ['offers', 'recent_products'])
    assert.equal(kinds.at(-1), 'slider')
  })

  test('nakheel: products only, no blog block, no content', async ({ client, assert, route }) => {
    const response = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/home')
    const data = props(response)
    assert.deepEqual(
      (data.blocks as any[]).map((block) => block.kind),
      ['slider', 'store_categories', 'offers', 'recent_products']
    )
    const names = (data.blocks as any[]).flatMap((block) => block.products ?? []).map((p) => p.name)
    assert.include(names, 'تمر سكري مفتل 1 كجم')
    assert.isFalse(data.website.supportContent)
    assert.isNull(data.storefront.social, 'social links only with content support')
  })

  test('a blog block of a website without content support is left out', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await storefronts()
    await nakheel
      .related('homeSections')
      .create({ site: 'order', kind: 'blog_section', sortOrder: 0 })
    const response = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withInertia()
    const kinds = (props(response).blocks as any[]).map((block) => block.kind)
    assert.notInclude(kinds, 'blog_section')
  })

  test('a website whose home was never arranged shows its newest categories, products and services', async ({
    client,
    assert,
    route,
  }) => {
    const { demo, nakheel } = await storefronts()
    await nakheel.related('homeSections').query().delete()
    await websiteChanged(nakheel.id)
    const response = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withInertia()
    response.assertStatus(200)
    const blocks = props(response).blocks as any[]
    const newest = await nakheel
      .related('products')
      .query()
      .where('is_active', true)
      .orderBy('id', 'desc')
      .limit(12)
    const recent = blocks.find((block) => block.kind === 'recent_products')
    assert.deepEqual(
      recent.products.map((product: any) => product.id),
      newest.map((product) => product.id)
    )
    assert.isTrue(blocks.every((block) => block.id < 0))

    // every hidden block still counts as arranged: the merchant chose an empty home
    await demo.related('homeSections').query().update({ is_visible: false })
    // bulk updates run no model hook: announce them as a dashboard save does
    await websiteChanged(demo.id)
    const hidden = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    assert.deepEqual(props(hidden).blocks, [])

    // a store with services and no products shows the services
    await demo.related('homeSections').query().delete()
    await demo.related('products').query().update({ is_active: false })
    await websiteChanged(demo.id)
    const servicesOnly = await client
      .get(route('store.home.show', { username: 'demo' }))
      .withInertia()
    const kinds = (props(servicesOnly).blocks as any[]).map((block) => block.kind)
    assert.deepEqual(kinds, ['recent_services'])
    assert.isAbove(props(servicesOnly).blocks[0].services.length, 0)
  })

  test('the navbar data: categories, header and footer pages, branches, contact', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    const storefront = props(response).storefront
    assert.deepEqual(
      storefront.categories.map((category: any) => category.slug),
      ['skin-care', 'hair-care', 'perfumes']
    )
    assert.deepEqual(
      storefront.headerPages.map((page: any) => page.slug),
      ['about-us', 'faq'],
      'the returns page is not in the header'
    )
    assert.includeMembers(
      storefront.footerPages.map((page: any) => page.slug),
      ['about-us', 'returns', 'faq']
    )
    assert.deepEqual(
      storefront.branches.map((branch: any) => branch.name),
      ['فرع العليا', 'فرع النرجس']
    )
    assert.isNull(storefront.branchId)
    assert.isTrue(storefront.hasServices)
    assert.equal(storefront.social.instagram, 'https://instagram.com/lamsatjamal')
    assert.equal(storefront.legal.vatNumber, '310122334400003')
    // the website's design reaches the layout
    assert.equal(props(response).website.design.primaryColor, '#9C4A6E')
  })

  test('the home page is server rendered with the blocks in the HTML', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('store.home.show', { username: 'demo' }))
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'خصم 20% على جلسات البشرة')
    assert.include(html, 'سيروم فيتامين سي 30 مل')
    assert.include(html, 'href="/o/demo/booking/cart?sid=')
    // the post-count lines of the blog category grid, and the product counts of the categories
    assert.include(html, '4 منشورات')
    assert.include(html, 'منشوران')
    assert.include(html, '5 منتجات')
    assert.match(html, /<title[^>]*>صفحتي \| مركز لمسة جمال<\/title>/)
  })

  test('the navbar: a login link for a guest, a greeting and the profile link for a customer', async ({
    client,
    assert,
    route,
  }) => {
    const guest = (await client.get(route('store.products.index', { username: 'demo' }))).text()
    assert.include(guest, 'href="/o/demo/login"')
    assert.include(guest, 'تسجيل الدخول')
    assert.include(guest, 'href="/o/demo/cart"')
    assert.notInclude(guest, 'class="cart-count"', 'no item count while the cart total is 0')
    assert.notInclude(guest, 'href="/o/demo/profile"')

    const { demo } = await storefronts()
    const sara = await Customer.query()
      .where('website_id', demo.id)
      .where('email', 'sara@example.com')
      .firstOrFail()
    const signedIn = await client
      .get(route('store.products.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(sara)
    const html = signedIn.text()
    assert.match(html, /مرحبا، (<!-- -->)?سارة القحطاني/)
    assert.include(html, 'href="/o/demo/profile"')

    // a customer of demo is a stranger on nakheel
    const elsewhere = await client
      .get(route('store.home.show', { username: 'nakheel' }))
      .withGuard('customer')
      .loginAs(sara)
    assert.notInclude(elsewhere.text(), 'سارة القحطاني')
    assert.include(elsewhere.text(), 'href="/o/nakheel/login"')
  })

  test('the navbar links: blog and social only with content support', async ({
    client,
    assert,
    route,
  }) => {
    const demo = (await client.get(route('store.home.show', { username: 'demo' }))).text()
    assert.include(demo, 'href="/o/demo/category"')
    assert.include(demo, 'href="https://instagram.com/lamsatjamal"')
    assert.include(demo, 'href="/o/demo/p/about-us"')
    assert.include(demo, 'href="/o/demo/categories/skin-care"')

    const nakheel = (await client.get(route('store.home.show', { username: 'nakheel' }))).text()
    assert.notInclude(nakheel, 'href="/o/nakheel/category"')
    assert.notInclude(nakheel, 'instagram.com')
    assert.include(nakheel, 'href="/o/nakheel/categories/dates"')
  })

  test('an unknown storefront is the 404 page', async ({ client, route }) => {
    const response = await client
      .get(route('store.home.show', { username: 'no-such-store' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })
})
