import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import PlatformPost from '#models/platform_post'
import PlatformSection from '#models/platform_section'
import { appUrl, headTag, htmlOf, titleOf } from '#tests/functional/marketing/helpers'
import { PlatformPostFactory } from '#database/factories/platform_post_factory'

interface Collection {
  privilege: 'academy' | 'blog'
  index: string
  post: string
  name: string
}

const COLLECTIONS: Collection[] = [
  { privilege: 'academy', index: '/academy', post: '/academy', name: 'الأكاديمية' },
  { privilege: 'blog', index: '/blogs', post: '/blog', name: 'المدونة' },
]

test.group('Academy and blog lists', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{index} lists the published posts, newest first, with the categories and popular posts')
    .with(COLLECTIONS)
    .run(async ({ client, assert }, collection) => {
      const response = await client.get(collection.index).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('marketing/posts/index')
      const props = response.inertiaProps as any
      assert.equal(props.privilege, collection.privilege)
      assert.isNull(props.category)

      const published = await PlatformPost.query()
        .where('privilege', collection.privilege)
        .whereNotNull('published_at')
        .orderBy('published_at', 'desc')
      assert.deepEqual(
        props.posts.map((p: any) => p.slug),
        published.map((p) => p.slug)
      )
      assert.equal(props.meta.total, published.length)
      assert.isTrue(props.posts.every((p: any) => p.image && p.section && p.publishedAt))

      // categories: the main ones with their sub-categories and counts
      const mains = await PlatformSection.query()
        .where('privilege', collection.privilege)
        .whereNull('parent_id')
      assert.sameMembers(
        props.sections.map((s: any) => s.slug),
        mains.map((s) => s.slug)
      )
      const counted = props.sections.reduce(
        (n: number, s: any) =>
          n + s.postCount + s.children.reduce((m: number, c: any) => m + c.postCount, 0),
        0
      )
      assert.equal(counted, published.length)

      assert.isAbove(props.popular.length, 0)
      const popularSlugs = (
        await PlatformPost.query()
          .where('privilege', collection.privilege)
          .where('is_popular', true)
      ).map((p) => p.slug)
      assert.isTrue(props.popular.every((p: any) => popularSlugs.includes(p.slug)))
    })

  test('{index} is server rendered with the posts, the side list and SEO tags')
    .with(COLLECTIONS)
    .run(async ({ client, assert }, collection) => {
      const post = await PlatformPost.query()
        .where('privilege', collection.privilege)
        .orderBy('published_at', 'desc')
        .firstOrFail()
      const html = htmlOf(await client.get(collection.index))
      assert.equal(titleOf(html), `صفحتي | ${collection.name}`)
      assert.include(html, post.title)
      assert.include(html, `href="${collection.post}/${post.slug}"`)
      assert.include(html, 'aria-label="الأقسام"')
      assert.include(html, 'الأكثر قراءة')
      assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}${collection.index}`)
    })

  test('?category= keeps the posts of that category and of its sub-categories', async ({
    client,
    assert,
    route,
  }) => {
    // store-management has the sub-category orders-and-invoices
    const response = await client
      .get(route('marketing.academy.index', {}, { qs: { category: 'store-management' } }))
      .withInertia()
    const props = response.inertiaProps as any
    assert.equal(props.category.slug, 'store-management')
    const expected = await PlatformPost.query()
      .where('privilege', 'academy')
      .whereHas('section', (s) =>
        s
          .where('slug', 'store-management')
          .orWhereHas('parent', (p) => p.where('slug', 'store-management'))
      )
    assert.sameMembers(
      props.posts.map((p: any) => p.slug),
      expected.map((p) => p.slug)
    )
    assert.isAbove(
      props.posts.filter((p: any) => p.section.slug === 'orders-and-invoices').length,
      0
    )

    const html = htmlOf(
      await client.get(
        route('marketing.academy.index', {}, { qs: { category: 'store-management' } })
      )
    )
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/academy?category=store-management`)
  })

  test('a sub-category is a category too', async ({ client, assert, route }) => {
    const props = (
      await client
        .get(route('marketing.academy.index', {}, { qs: { category: 'orders-and-invoices' } }))
        .withInertia()
    ).inertiaProps as any
    assert.equal(props.category.slug, 'orders-and-invoices')
    assert.isTrue(props.posts.every((p: any) => p.section.slug === 'orders-and-invoices'))
    assert.isAbove(props.posts.length, 0)
  })

  test('an unknown category lists nothing and says so', async ({ client, assert, route }) => {
    const response = await client
      .get(route('marketing.blog.index', {}, { qs: { category: 'no-such-category' } }))
      .withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.isNull(props.category)
    assert.equal(props.requestedCategory, 'no-such-category')
    assert.lengthOf(props.posts, 0)
    assert.include(
      htmlOf(
        await client.get(
          route('marketing.blog.index', {}, { qs: { category: 'no-such-category' } })
        )
      ),
      'لا توجد مقالات بعد'
    )
  })

  test('drafts are not listed; lists are paginated 12 a page', async ({
    client,
    assert,
    route,
  }) => {
    const section = await PlatformSection.query().where('privilege', 'blog').firstOrFail()
    for (let i = 0; i < 14; i++) {
      await PlatformPostFactory.merge({
        privilege: 'blog',
        platformSectionId: section.id,
        title: `مقال رقم ${i}`,
        slug: `bulk-${i}`,
        content: '<p>نص</p>',
        isPopular: false,
        publishedAt: DateTime.fromISO('2020-01-01').plus({ days: i }),
      }).create()
    }
    await PlatformPostFactory.merge({
      privilege: 'blog',
      platformSectionId: section.id,
      title: 'مسودة',
      slug: 'a-draft',
      content: '<p>نص</p>',
      isPopular: true,
      publishedAt: null,
    }).create()
    const first = (await client.get(route('marketing.blog.index')).withInertia())
      .inertiaProps as any
    assert.lengthOf(first.posts, 12)
    assert.equal(first.meta.lastPage, 2)
    const second = (
      await client.get(route('marketing.blog.index', {}, { qs: { page: '2' } })).withInertia()
    ).inertiaProps as any
    assert.equal(second.meta.currentPage, 2)
    const all = [...first.posts, ...second.posts].map((p: any) => p.slug)
    assert.notInclude(all, 'a-draft')
    assert.notInclude(
      first.popular.map((p: any) => p.slug),
      'a-draft'
    )
    assert.lengthOf(new Set(all), all.length)
    assert.include(
      htmlOf(await client.get(route('marketing.blog.index', {}, { qs: { page: '2' } }))),
      'rel="prev"'
    )
  })
})

test.group('Academy and blog posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{post}/:slug shows the post with its category, side list and popular posts')
    .with(COLLECTIONS)
    .run(async ({ client, assert }, collection) => {
      const post = await PlatformPost.query()
        .where('privilege', collection.privilege)
        .where('is_popular', true)
        .preload('section')
        .firstOrFail()
      const response = await client.get(`${collection.post}/${post.slug}`).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('marketing/posts/show')
      const props = response.inertiaProps as any
      assert.equal(props.post.title, post.title)
      assert.equal(props.post.section.slug, post.section.slug)
      assert.isAbove(props.sections.length, 0)
      // popular posts: flagged popular, never the post being read
      assert.isAbove(props.popular.length, 0)
      assert.notInclude(
        props.popular.map((p: any) => p.slug),
        post.slug
      )
    })

  test('{post}/:slug is server rendered with its content, share links and article tags')
    .with(COLLECTIONS)
    .run(async ({ client, assert }, collection) => {
      const post = await PlatformPost.query().where('privilege', collection.privilege).firstOrFail()
      const html = htmlOf(await client.get(`${collection.post}/${post.slug}`))
      const url = `${appUrl()}${collection.post}/${post.slug}`
      const encoded = encodeURIComponent(url)

      assert.equal(titleOf(html), `صفحتي | ${post.title}`)
      assert.include(html, 'خطوات عملية')
      assert.equal(headTag(html, 'rel', 'canonical'), url)
      assert.equal(headTag(html, 'property', 'og:type'), 'article')
      // the seeded covers are SVG, which previews do not show: the default PNG is shared instead
      assert.equal(
        headTag(html, 'property', 'og:image'),
        post.image!.endsWith('.svg')
          ? `${appUrl()}/images/marketing/og-default.png`
          : `${appUrl()}${post.image}`
      )
      assert.equal(headTag(html, 'name', 'keywords'), post.keywords)

      // share row: WhatsApp, X, Facebook, LinkedIn with this page's address, and copy link
      assert.include(html, `https://wa.me/?text=${encodeURIComponent(post.title)}%20${encoded}`)
      assert.include(
        html,
        `https://x.com/intent/post?text=${encodeURIComponent(post.title)}&amp;url=${encoded}`
      )
      assert.include(html, `https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
      assert.include(html, `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`)
      assert.include(html, 'aria-label="نسخ الرابط"')
      // the side list with an expandable category and the breadcrumbs
      assert.include(html, 'aria-expanded=')
      assert.include(html, 'aria-label="مسار التصفح"')
    })

  test('post content is sanitized before it reaches the page', async ({
    client,
    assert,
    route,
  }) => {
    await PlatformPostFactory.merge({
      privilege: 'academy',
      title: 'مقال بمحتوى خطر',
      slug: 'unsafe-content',
      content:
        '<p onclick="steal()">نص</p><script>alert(1)</script><a href="javascript:x()">رابط</a>',
      isPopular: false,
      publishedAt: DateTime.now(),
    }).create()
    const props = (
      await client.get(route('marketing.academy.show', { slug: 'unsafe-content' })).withInertia()
    ).inertiaProps as any
    assert.notInclude(props.post.content, '<script')
    assert.notInclude(props.post.content, 'onclick')
    assert.notInclude(props.post.content, 'javascript:')
    assert.include(props.post.content, 'نص')
  })

  test('unknown, draft or other-collection slugs get the 404 page', async ({
    client,
    assert,
    route,
  }) => {
    await PlatformPostFactory.merge({
      privilege: 'academy',
      title: 'مسودة',
      slug: 'draft-post',
      content: '<p>نص</p>',
      isPopular: false,
      publishedAt: null,
    }).create()
    const academyOnly = await PlatformPost.query().where('privilege', 'academy').firstOrFail()
    for (const path of [
      '/academy/no-such-post',
      '/blog/no-such-post',
      '/academy/draft-post',
      `/blog/${academyOnly.slug}`,
    ]) {
      const response = await client.get(path).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
    const html = htmlOf(await client.get(route('marketing.academy.show', { slug: 'no-such-post' })))
    assert.include(html, 'الصفحة غير موجودة او غير صحيحة')
    assert.include(html, '404')
  })
})
