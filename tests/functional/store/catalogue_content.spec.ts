import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { props, storefronts } from '#tests/functional/store/catalogue_helpers'
import { PageFactory } from '#database/factories/page_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { SectionFactory } from '#database/factories/section_factory'
import { PostFactory } from '#database/factories/post_factory'

test.group('Storefront custom pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/p/{slug} and /page/{slug} show the page: name, description, content', async ({
    client,
    assert,
  }) => {
    for (const url of ['/o/demo/p/faq', '/o/demo/page/faq']) {
      const response = await client.get(url).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('store/pages/show')
      const page = props(response).page
      assert.equal(page.name, 'الأسئلة الشائعة')
      assert.equal(page.description, 'إجابات سريعة')
      assert.include(page.content, 'هل أحتاج إلى حجز مسبق؟')
    }
  })

  test('nakheel: its seeded page at both addresses, listed in the header and footer', async ({
    client,
    assert,
    route,
  }) => {
    for (const url of ['/o/nakheel/p/ordering', '/o/nakheel/page/ordering']) {
      const response = await client.get(url).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('store/pages/show')
      assert.equal(props(response).page.name, 'الطلب والتوصيل')
      assert.deepEqual(props(response).storefront.headerPages, [
        { name: 'الطلب والتوصيل', slug: 'ordering' },
      ])
      assert.deepEqual(props(response).storefront.footerPages, [
        { name: 'الطلب والتوصيل', slug: 'ordering' },
      ])
    }
    const demo = await client
      .get(route('store.pages.show', { username: 'demo', slug: 'ordering' }))
      .withInertia()
    demo.assertStatus(404)
  })

  test('nakheel: a page of its own works, the demo page is not found there', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await storefronts()
    await PageFactory.merge({
      websiteId: nakheel.id,
      name: 'طريقة الطلب',
      slug: 'how-to-order',
      content: '<p>اطلب من المتجر وادفع عند الاستلام.</p><script>alert(1)</script>',
    }).create()
    const page = await client
      .get(route('store.pages.show', { username: 'nakheel', slug: 'how-to-order' }))
      .withInertia()
    page.assertStatus(200)
    assert.notInclude(props(page).page.content, '<script', 'the content is sanitized')
    assert.include(props(page).page.content, 'ادفع عند الاستلام')

    const other = await client
      .get(route('store.pages.show', { username: 'nakheel', slug: 'faq' }))
      .withInertia()
    other.assertStatus(404)
    assert.equal(props(other).message, 'الصفحة غير موجودة')
  })

  test('an Arabic slug works in the address', async ({ client, assert, route }) => {
    const { demo } = await storefronts()
    await PageFactory.merge({
      websiteId: demo.id,
      name: 'سياسة الشحن',
      slug: 'سياسة-الشحن',
      content: '<p>نشحن داخل الرياض.</p>',
    }).create()
    await ProductFactory.merge({
      websiteId: demo.id,
      name: 'مسك أبيض',
      slug: 'مسك-أبيض',
      price: 3000,
    }).create()
    const page = await client
      .get(route('store.pages.show', { username: 'demo', slug: encodeURIComponent('سياسة-الشحن') }))
      .withInertia()
    page.assertStatus(200)
    assert.equal(props(page).page.name, 'سياسة الشحن')
    const product = await client
      .get(
        route('store.products.show_by_slug', {
          username: 'demo',
          slug: encodeURIComponent('مسك-أبيض'),
        })
      )
      .withInertia()
    product.assertStatus(200)
    assert.equal(props(product).product.name, 'مسك أبيض')
  })

  test('an unknown page is the storefront 404 page', async ({ client, assert, route }) => {
    const response = await client.get(
      route('store.pages.show_alias', { username: 'demo', slug: 'no-such-page' })
    )
    response.assertStatus(404)
    assert.include(response.text(), 'الصفحة غير موجودة')
  })
})

test.group('Storefront blog', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/category: only main sections that have posts, each with its posts', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await storefronts()
    // a main section with no posts stays out of the index
    await SectionFactory.merge({
      websiteId: demo.id,
      title: 'قسم فارغ',
      slug: 'empty-section',
      type: 'main',
    }).create()

    const response = await client
      .get(route('store.sections.index', { username: 'demo' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/sections/index')
    const sections = props(response).sections as any[]
    assert.deepEqual(
      sections.map((section) => section.slug),
      ['skin-care', 'hair-care', 'beauty-tips']
    )
    const skin = sections[0]
    assert.equal(skin.postCount, 4)
    // a main section's slider includes its sub-section's posts
    assert.includeMembers(
      skin.posts.map((post: any) => post.slug),
      ['daily-skin-routine', 'dry-skin-winter']
    )
    assert.isTrue(sections.every((section) => section.posts.length > 0))
  })

  test("/category/{slug}: a main section lists its and its sub-sections' posts", async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('store.sections.show', { username: 'demo', slug: 'hair-care' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/blogs/index')
    const data = props(response)
    assert.equal(data.section.title, 'العناية بالشعر')
    assert.isNull(data.section.parent)
    assert.deepEqual(
      data.section.children.map((child: any) => child.slug),
      ['hair-colour']
    )
    assert.sameMembers(
      data.posts.data.map((post: any) => post.slug),
      ['hair-loss-causes', 'hair-colour-trends', 'protein-treatment']
    )
    // the sidebar: every main section with its post count
    assert.deepEqual(
      data.sections.map((section: any) => [section.slug, section.postCount]),
      [
        ['skin-care', 4],
        ['hair-care', 3],
        ['beauty-tips', 2],
      ]
    )
  })

  test('/category/{slug} of a sub-section names its parent', async ({ client, assert, route }) => {
    const response = await client
      .get(route('store.sections.show', { username: 'demo', slug: 'dry-skin' }))
      .withInertia()
    const data = props(response)
    assert.equal(data.section.parent.slug, 'skin-care')
    assert.deepEqual(
      data.posts.data.map((post: any) => post.slug),
      ['dry-skin-winter']
    )
  })

  test('/blogs: every published post, newest first; drafts and scheduled posts stay hidden', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await storefronts()
    await PostFactory.merge([
      {
        websiteId: demo.id,
        title: 'مسودة',
        slug: 'draft-post',
        content: '<p>مسودة</p>',
        publishedAt: null,
      },
      {
        websiteId: demo.id,
        title: 'منشور مجدول',
        slug: 'scheduled-post',
        content: '<p>لاحقا</p>',
        publishedAt: DateTime.now().plus({ days: 3 }),
      },
    ]).createMany(2)
    const response = await client
      .get(route('store.blogs.index', { username: 'demo' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/blogs/index')
    const posts = props(response).posts
    const slugs = posts.data.map((post: any) => post.slug)
    assert.notInclude(slugs, 'draft-post')
    assert.notInclude(slugs, 'scheduled-post')
    const dates = posts.data.map((post: any) => post.publishedAt)
    assert.deepEqual(dates, [...dates].sort().reverse())
    assert.isNull(props(response).section)
    const hidden = await client
      .get(route('store.blogs.show', { username: 'demo', slug: 'scheduled-post' }))
      .withInertia()
    hidden.assertStatus(404)
  })

  test('/blogs/{slug}: the post with its section, content and neighbours', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('store.blogs.show', { username: 'demo', slug: 'vitamin-c-serum' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/blogs/show')
    const post = props(response).post
    assert.equal(post.title, 'سيروم فيتامين سي: متى وكيف؟')
    assert.equal(post.section.slug, 'skin-care')
    assert.include(post.content, 'نصيحة الأخصائية')
    // seeded a post every six days: the neighbours are the posts just before and after it
    assert.equal(post.next.slug, 'dry-skin-winter')
    assert.equal(post.previous.slug, 'hair-loss-causes')
    assert.match(props(response).canonical, /\/o\/demo\/blogs\/vitamin-c-serum$/)
  })

  test("an unknown post is 'هذا المنشور غير متاح' with 404", async ({ client, assert, route }) => {
    const response = await client
      .get(route('store.blogs.show', { username: 'demo', slug: 'no-such-post' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('store/not_found')
    assert.equal(props(response).message, 'هذا المنشور غير متاح')
    const section = await client
      .get(route('store.sections.show', { username: 'demo', slug: 'no-such-section' }))
      .withInertia()
    section.assertStatus(404)
    assert.equal(props(section).message, 'القسم غير موجود')
  })

  test('the blog routes are 404 for a website without content support', async ({
    client,
    assert,
  }) => {
    for (const url of [
      '/o/nakheel/blogs',
      '/o/nakheel/category',
      '/o/nakheel/category/skin-care',
      '/o/nakheel/blogs/daily-skin-routine',
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('store/not_found')
      assert.equal(props(response).message, 'الصفحة غير موجودة', url)
    }
  })

  test('a post of another website is not found (content support on both)', async ({
    client,
    assert,
    route,
  }) => {
    const { nakheel } = await storefronts()
    nakheel.supportContent = true
    await nakheel.save()
    const response = await client
      .get(route('store.blogs.show', { username: 'nakheel', slug: 'daily-skin-routine' }))
      .withInertia()
    response.assertStatus(404)
    assert.equal(props(response).message, 'هذا المنشور غير متاح')
    // with content support but no posts: empty lists (the page says 'لاتوجد منشورات بعد')
    const index = await client
      .get(route('store.sections.index', { username: 'nakheel' }))
      .withInertia()
    index.assertStatus(200)
    assert.deepEqual(props(index).sections, [])
    const blogs = await client.get(route('store.blogs.index', { username: 'nakheel' }))
    blogs.assertStatus(200)
    assert.include(blogs.text(), 'لاتوجد منشورات بعد')
  })
})
