import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import Post from '#models/post'
import { inertiaPage, makePosts, makeWebsite } from './helpers.js'
import { HomeSectionFactory } from '#database/factories/home_section_factory'
import { SectionFactory } from '#database/factories/section_factory'
import { PostFactory } from '#database/factories/post_factory'

const demo = () => Website.findByOrFail('username', 'demo')

/** Published demo posts, newest first, as the seeder wrote them. */
async function demoPosts() {
  const website = await demo()
  return website
    .related('posts')
    .query()
    .whereNotNull('published_at')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
}

test.group('Content site: home', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('home shows the blocks of demo in their order value, with slides, categories and recent posts', async ({
    client,
    assert,
    route,
  }) => {
    const props = await inertiaPage(
      client,
      route('content.home.show', { username: 'demo' }),
      'content/home'
    )

    // the seeder inserted recent_blogs (3), slides (1), categories (2): the order value wins
    assert.deepEqual(
      props.blocks.map((block: any) => block.kind),
      ['slides', 'categories', 'recent_blogs']
    )
    assert.deepEqual(
      props.blocks.map((block: any) => block.order),
      [1, 2, 3]
    )
    const [slides, categories, recent] = props.blocks

    // only the content site's slides, in their order
    assert.deepEqual(
      slides.slides.map((s: any) => s.title),
      ['دليلك للعناية بالبشرة', 'أسرار الشعر الصحي', 'جمالك في الشتاء']
    )
    // the category grid: sections flagged embedded; a count includes the sub-sections' posts
    assert.deepEqual(
      categories.sections.map((s: any) => [s.slug, s.postCount]),
      [
        ['skin-care', 4],
        ['hair-care', 3],
        ['beauty-tips', 2],
      ]
    )
    assert.equal(categories.title, 'تصفحي الأقسام')
    // the six newest posts of the whole site, each with its section
    const newest = (await demoPosts()).slice(0, 6)
    assert.equal(recent.title, 'أحدث المقالات')
    assert.deepEqual(
      recent.posts.map((p: any) => p.slug),
      newest.map((p) => p.slug)
    )
    assert.deepEqual(recent.posts[1].section, { title: 'البشرة الجافة', slug: 'dry-skin' })
    assert.notProperty(recent.posts[0], 'content')
    assert.equal(props.seo.title, 'مركز لمسة جمال')
    assert.match(props.seo.canonical, /^https?:\/\/[^/]+\/c\/demo$/)
  })

  test('header and footer: fixed categories, header and footer pages, social links and contact', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('content.home.show', { username: 'demo' }))
      .withInertia()
    const chrome = (response.inertiaProps as any).contentSite
    const lists: [list: string, key: string, expected: string[]][] = [
      ['headerSections', 'slug', ['skin-care', 'hair-care']],
      // fixed ones and those flagged footer
      ['footerSections', 'slug', ['skin-care', 'hair-care', 'beauty-tips']],
      // the returns page is not listed in the header
      ['headerPages', 'slug', ['about-us', 'faq']],
      ['footerPages', 'slug', ['about-us', 'returns', 'faq']],
      ['social', 'kind', ['whatsapp', 'instagram', 'x', 'snapchat', 'facebook']],
    ]
    for (const [list, key, expected] of lists) {
      assert.deepEqual(
        chrome[list].map((item: any) => item[key]),
        expected,
        list
      )
    }
    assert.equal(chrome.social[0].url, 'https://wa.me/966551234567')
    assert.equal(chrome.contact.email, 'hello@lamsatjamal.sa')
  })

  test('the server-rendered home carries the content, the theme colour and no preloader', async ({
    client,
    assert,
    route,
  }) => {
    const html = (await client.get(route('content.home.show', { username: 'demo' }))).text()
    const [newest] = await demoPosts()
    assert.include(html, newest.title)
    assert.include(html, 'مركز لمسة جمال')
    assert.include(html, '--primary:#9C4A6E')
    // the custom pages link to the storefront's page route
    assert.include(html, 'href="/o/demo/p/about-us"')
    assert.include(html, 'type="application/rss+xml"')
    // the preloader only exists in the browser after hydration: crawlers get the content
    assert.notInclude(html, 'content-preloader')
    // the first image is eager, the later ones lazy, all sized
    assert.match(html, /<img[^>]*loading="eager"[^>]*width="1200"[^>]*height="450"/)
    assert.match(html, /<img[^>]*loading="lazy"[^>]*width="800"[^>]*height="450"/)
  })

  test('a website with blocks in another order shows them in that order', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    await HomeSectionFactory.merge([
      { websiteId: website.id, site: 'content', kind: 'slides', sortOrder: 30 },
      {
        websiteId: website.id,
        site: 'content',
        kind: 'recent_blogs',
        title: 'جديدنا',
        sortOrder: 10,
      },
      { websiteId: website.id, site: 'content', kind: 'categories', sortOrder: 20 },
      { websiteId: website.id, site: 'order', kind: 'offers', sortOrder: 1 },
    ]).createMany(4)
    const response = await client
      .get(route('content.home.show', { username: website.username }))
      .withInertia()
    assert.deepEqual(
      (response.inertiaProps as any).blocks.map((b: any) => b.kind),
      ['recent_blogs', 'categories', 'slides']
    )
  })

  test('a recent-blog block of one section lists that section and its sub-sections only', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    const main = await SectionFactory.merge({
      websiteId: website.id,
      title: 'قسم',
      slug: 'main',
      type: 'main',
    }).create()
    const sub = await SectionFactory.merge({
      websiteId: website.id,
      title: 'فرعي',
      slug: 'sub',
      type: 'sub',
      parentId: main.id,
    }).create()
    const other = await SectionFactory.merge({
      websiteId: website.id,
      title: 'آخر',
      slug: 'other',
      type: 'main',
    }).create()
    await makePosts(website, 6, [main.id, sub.id, other.id])
    await HomeSectionFactory.merge([
      {
        websiteId: website.id,
        site: 'content',
        kind: 'recent_blogs',
        sectionId: main.id,
        sortOrder: 1,
      },
      { websiteId: website.id, site: 'content', kind: 'recent_blogs', sortOrder: 2 },
    ]).createMany(2)
    const response = await client
      .get(route('content.home.show', { username: website.username }))
      .withInertia()
    const [ofSection, ofAll] = (response.inertiaProps as any).blocks
    assert.equal(ofSection.title, 'قسم')
    assert.deepEqual(ofSection.section.slug, 'main')
    assert.deepEqual(
      ofSection.posts.map((p: any) => p.slug),
      ['post-1', 'post-2', 'post-4', 'post-5']
    )
    assert.lengthOf(ofAll.posts, 6)
  })

  test('a website with no posts and no blocks gets the default blocks and the empty message', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    const response = await client
      .get(route('content.home.show', { username: website.username }))
      .withInertia()
    response.assertStatus(200)
    const { blocks } = response.inertiaProps as any
    assert.deepEqual(
      blocks.map((b: any) => b.kind),
      ['slides', 'categories', 'recent_blogs']
    )
    assert.lengthOf(blocks[2].posts, 0)
    const html = (
      await client.get(route('content.home.show', { username: website.username }))
    ).text()
    assert.include(html, 'لاتوجد منشورات بعد')
    assert.include(html, 'مدونة الاختبار')
  })
})

test.group('Content site: blog list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/blogs lists the posts newest first with the category side list and its counts', async ({
    client,
    assert,
    route,
  }) => {
    const props = await inertiaPage(
      client,
      route('content.posts.index', { username: 'demo' }),
      'content/posts/index'
    )
    const posts = await demoPosts()
    assert.deepEqual(
      props.posts.map((p: any) => p.slug),
      posts.map((p) => p.slug)
    )
    assert.deepEqual(props.meta, { currentPage: 1, lastPage: 1, total: posts.length })
    assert.equal(props.totalPosts, posts.length)
    assert.deepEqual(
      props.sections.map((s: any) => [s.slug, s.postCount, s.children.map((c: any) => c.slug)]),
      [
        ['skin-care', 4, ['dry-skin']],
        ['hair-care', 3, ['hair-colour']],
        ['beauty-tips', 2, []],
      ]
    )
    assert.equal(props.seo.title, 'المدونة | مركز لمسة جمال')

    const html = (await client.get(route('content.posts.index', { username: 'demo' }))).text()
    assert.include(html, posts[0].title)
    assert.include(html, '15 نوفمبر 2026')
  })

  test('12 posts a page, with working page links; past the last page is a 404', async ({
    client,
    assert,
  }) => {
    const website = await makeWebsite()
    await makePosts(website, 30)
    const base = `/c/${website.username}/blogs`

    const first = await client.get(base).withInertia()
    const firstProps = first.inertiaProps as any
    assert.lengthOf(firstProps.posts, 12)
    assert.deepEqual(firstProps.meta, { currentPage: 1, lastPage: 3, total: 30 })
    assert.equal(firstProps.posts[0].slug, 'post-1')

    const third = await client.get(`${base}?page=3`).withInertia()
    const thirdProps = third.inertiaProps as any
    assert.lengthOf(thirdProps.posts, 6)
    assert.equal(thirdProps.posts[5].slug, 'post-30')
    assert.match(thirdProps.seo.canonical, /\/blogs\?page=3$/)

    // the page links the server renders lead to real pages
    const html = (await client.get(`${base}?page=2`)).text()
    assert.include(html, `href="${base}"`)
    assert.include(html, `href="${base}?page=3"`)
    assert.include(html, 'منشور رقم 13')

    const beyond = await client.get(`${base}?page=4`).withInertia()
    beyond.assertStatus(404)
    beyond.assertInertiaComponent('content/missing')

    // a page that is not a number is the first page
    const junk = await client.get(`${base}?page=abc`).withInertia()
    junk.assertStatus(200)
    assert.equal((junk.inertiaProps as any).meta.currentPage, 1)
  })

  test('drafts and posts scheduled for later are not listed', async ({ client, assert, route }) => {
    const website = await makeWebsite()
    await makePosts(website, 2)
    await PostFactory.merge([
      {
        websiteId: website.id,
        title: 'مسودة',
        slug: 'draft',
        content: '<p>x</p>',
        publishedAt: null,
      },
      {
        websiteId: website.id,
        title: 'لاحقا',
        slug: 'later',
        content: '<p>x</p>',
        publishedAt: DateTime.now().plus({ days: 2 }),
      },
    ]).createMany(2)
    const response = await client
      .get(route('content.posts.index', { username: website.username }))
      .withInertia()
    assert.deepEqual(
      (response.inertiaProps as any).posts.map((p: any) => p.slug),
      ['post-1', 'post-2']
    )
    for (const slug of ['draft', 'later']) {
      const missing = await client
        .get(route('content.posts.show', { username: website.username, slug }))
        .withInertia()
      missing.assertStatus(404)
    }
  })

  test('a website without posts says so on the blog list and the categories page', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    const blogs = await client
      .get(route('content.posts.index', { username: website.username }))
      .withInertia()
    blogs.assertStatus(200)
    assert.lengthOf((blogs.inertiaProps as any).posts, 0)
    assert.include(
      (await client.get(route('content.posts.index', { username: website.username }))).text(),
      'لاتوجد منشورات بعد'
    )

    const categories = await client
      .get(route('content.sections.index', { username: website.username }))
      .withInertia()
    categories.assertStatus(200)
    assert.lengthOf((categories.inertiaProps as any).sections, 0)
    assert.include(
      (await client.get(route('content.sections.index', { username: website.username }))).text(),
      'لاتوجد منشورات بعد'
    )
  })
})

test.group('Content site: a post', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/blog/{slug} shows the post with its category, date, neighbours, related posts and SEO', async ({
    client,
    assert,
    route,
  }) => {
    const posts = await demoPosts()
    const middle = posts[1] // dry-skin-winter: one newer, seven older
    const props = await inertiaPage(
      client,
      route('content.posts.show', { username: 'demo', slug: middle.slug }),
      'content/posts/show'
    )

    assert.equal(props.post.title, middle.title)
    assert.deepEqual(props.post.section, { title: 'البشرة الجافة', slug: 'dry-skin' })
    assert.equal(props.post.publishedAt, middle.publishedAt!.toISO())
    assert.include(props.post.content, '<h2>نصيحة الأخصائية</h2>')
    // previous is older, next is newer
    assert.deepEqual(props.previous, { title: posts[2].title, slug: posts[2].slug })
    assert.deepEqual(props.next, { title: posts[0].title, slug: posts[0].slug })

    assert.equal(props.seo.title, `${middle.title} | مركز لمسة جمال`)
    assert.equal(props.seo.description, middle.description)
    assert.equal(props.seo.keywords, middle.keywords)
    assert.equal(props.seo.type, 'article')
    assert.match(props.seo.canonical, new RegExp(`^https?://[^/]+/c/demo/blog/${middle.slug}$`))
    // the post's own picture (WebP) is what a link preview shows
    assert.match(props.seo.image, new RegExp(`^https?://[^/]+${middle.image}$`))
    assert.equal(props.shareUrl, props.seo.canonical)

    const html = (
      await client.get(route('content.posts.show', { username: 'demo', slug: middle.slug }))
    ).text()
    assert.include(html, middle.title)
    assert.include(html, `<meta name="keywords" content="${middle.keywords}"`)
    assert.include(html, 'property="og:image"')
    // one site name, the merchant's
    assert.equal(html.match(/property="og:site_name"/g)!.length, 1)
    assert.include(html, 'property="og:site_name" content="مركز لمسة جمال"')
    assert.equal(html.match(/name="keywords"/g)!.length, 1)
    assert.include(html, 'rel="canonical"')
    assert.match(html, /<title[^>]*>صفحتي \| /)
    // share links: WhatsApp, X, Facebook, LinkedIn with the encoded address, and the copy button
    const encoded = encodeURIComponent(props.shareUrl)
    assert.include(html, `https://wa.me/?text=`)
    assert.include(html, `https://x.com/intent/post?text=`)
    assert.include(html, `https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    assert.include(html, `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`)
    assert.include(html, 'نسخ الرابط')
  })

  test('a post with a photo shares that photo as its Open Graph image', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite({ logo: '/uploads/logo.svg' })
    await PostFactory.merge([
      {
        websiteId: website.id,
        title: 'بصورة',
        slug: 'with-photo',
        image: '/uploads/posts/photo.jpg',
        content: '<p>x</p>',
        publishedAt: DateTime.now().minus({ hours: 1 }),
      },
      {
        websiteId: website.id,
        title: 'بلا صورة',
        slug: 'no-photo',
        image: null,
        content: '<p>y</p>',
        publishedAt: DateTime.now().minus({ hours: 2 }),
      },
    ]).createMany(2)
    const photo = (
      await client
        .get(route('content.posts.show', { username: website.username, slug: 'with-photo' }))
        .withInertia()
    ).inertiaProps as any
    assert.match(photo.seo.image, /^https?:\/\/[^/]+\/uploads\/posts\/photo\.jpg$/)
    const none = (
      await client
        .get(route('content.posts.show', { username: website.username, slug: 'no-photo' }))
        .withInertia()
    ).inertiaProps as any
    assert.match(none.seo.image, /\/images\/marketing\/og-default\.png$/)
  })

  test('the newest post has no next link, the oldest no previous one; related posts share the section', async ({
    client,
    assert,
    route,
  }) => {
    const posts = await demoPosts()
    const newest = (
      await client
        .get(route('content.posts.show', { username: 'demo', slug: posts[0].slug }))
        .withInertia()
    ).inertiaProps as any
    assert.isNull(newest.next)
    assert.isNotNull(newest.previous)
    // daily-skin-routine is in skin-care with vitamin-c-serum and sunscreen-guide
    assert.sameMembers(
      newest.related.map((p: any) => p.slug),
      ['vitamin-c-serum', 'sunscreen-guide']
    )

    const oldest = (
      await client
        .get(route('content.posts.show', { username: 'demo', slug: posts.at(-1)!.slug }))
        .withInertia()
    ).inertiaProps as any
    assert.isNull(oldest.previous)
    assert.isNotNull(oldest.next)
  })

  test('the HTML of a post is sanitized: no script, no handler, no javascript: link', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    await PostFactory.merge({
      websiteId: website.id,
      title: 'منشور بمحتوى خطر',
      slug: 'unsafe',
      content:
        '<p onclick="steal()">نص</p><script>alert(1)</script><img src="/x.png" onerror="steal()"><a href="javascript:steal()">رابط</a><iframe src="https://evil.example"></iframe>',
      publishedAt: DateTime.now().minus({ hours: 1 }),
    }).create()
    const response = await client
      .get(route('content.posts.show', { username: website.username, slug: 'unsafe' }))
      .withInertia()
    const { content } = (response.inertiaProps as any).post
    assert.include(content, '<p>نص</p>')
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe']) {
      assert.notInclude(content, bad)
    }
  })

  test('Arabic slugs work in the address of a post and of a category', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    const section = await SectionFactory.merge({
      websiteId: website.id,
      title: 'وصفات',
      slug: 'وصفات-البيت',
      type: 'main',
    }).create()
    await PostFactory.merge({
      websiteId: website.id,
      sectionId: section.id,
      title: 'قهوة الصباح',
      slug: 'قهوة-الصباح',
      content: '<p>x</p>',
      publishedAt: DateTime.now().minus({ hours: 1 }),
    }).create()
    const post = await client
      .get(
        route('content.posts.show', {
          username: website.username,
          slug: encodeURIComponent('قهوة-الصباح'),
        })
      )
      .withInertia()
    post.assertStatus(200)
    assert.equal((post.inertiaProps as any).post.title, 'قهوة الصباح')
    const category = await client
      .get(
        route('content.sections.show', {
          username: website.username,
          slug: encodeURIComponent('وصفات-البيت'),
        })
      )
      .withInertia()
    category.assertStatus(200)
    assert.equal((category.inertiaProps as any).posts[0].slug, 'قهوة-الصباح')
    // the sitemap and the feed carry them percent-encoded
    const sitemap = (
      await client.get(route('content.feeds.sitemap', { username: website.username }))
    ).text()
    assert.include(sitemap, `/blog/${encodeURIComponent('قهوة-الصباح')}</loc>`)
    const rss = (
      await client.get(route('content.feeds.rss', { username: website.username }))
    ).text()
    assert.include(rss, `/blog/${encodeURIComponent('قهوة-الصباح')}</link>`)
  })

  test("an unknown post is 'هذا المنشور غير متاح' with status 404", async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('content.posts.show', { username: 'demo', slug: 'no-such-post' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('content/missing')
    assert.equal((response.inertiaProps as any).message, 'هذا المنشور غير متاح')
    assert.isTrue((response.inertiaProps as any).seo.noindex)

    const html = await client.get(
      route('content.posts.show', { username: 'demo', slug: 'no-such-post' })
    )
    html.assertStatus(404)
    assert.include(html.text(), 'هذا المنشور غير متاح')
    assert.include(html.text(), 'content="noindex"')
  })
})

test.group('Content site: categories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/categories shows each main section that has posts, with its newest posts for the slider', async ({
    client,
    assert,
    route,
  }) => {
    const { sections } = await inertiaPage(
      client,
      route('content.sections.index', { username: 'demo' }),
      'content/sections/index'
    )
    assert.deepEqual(
      sections.map((s: any) => s.slug),
      ['skin-care', 'hair-care', 'beauty-tips']
    )
    // skin-care's slider includes the post of its sub-section dry-skin
    assert.deepEqual(
      sections[0].posts.map((p: any) => p.slug),
      ['daily-skin-routine', 'dry-skin-winter', 'vitamin-c-serum', 'sunscreen-guide']
    )
    assert.deepEqual(
      sections[0].children.map((c: any) => c.slug),
      ['dry-skin']
    )
    const html = (await client.get(route('content.sections.index', { username: 'demo' }))).text()
    assert.include(html, 'href="/c/demo/category/skin-care"')
    assert.include(html, 'عرض الكل')
    assert.include(html, 'swiper')
  })

  test('/categories leaves out a main section without posts and caps each slider at 8', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    const full = await SectionFactory.merge({
      websiteId: website.id,
      title: 'ممتلئ',
      slug: 'full',
      type: 'main',
    }).create()
    await SectionFactory.merge({
      websiteId: website.id,
      title: 'فارغ',
      slug: 'empty',
      type: 'main',
    }).create()
    await makePosts(website, 11, [full.id])
    const { sections } = (
      await client
        .get(route('content.sections.index', { username: website.username }))
        .withInertia()
    ).inertiaProps as any
    assert.deepEqual(
      sections.map((s: any) => [s.slug, s.postCount, s.posts.length]),
      [['full', 11, 8]]
    )
  })

  test('/category/{slug} lists the section with its sub-sections, and a sub-section its own posts', async ({
    client,
    assert,
    route,
  }) => {
    const main = await client
      .get(route('content.sections.show', { username: 'demo', slug: 'skin-care' }))
      .withInertia()
    main.assertStatus(200)
    main.assertInertiaComponent('content/sections/show')
    const props = main.inertiaProps as any
    assert.equal(props.section.title, 'العناية بالبشرة')
    assert.isNull(props.section.parent)
    assert.deepEqual(
      props.section.children.map((c: any) => [c.slug, c.postCount]),
      [['dry-skin', 1]]
    )
    assert.deepEqual(
      props.posts.map((p: any) => p.slug),
      ['daily-skin-routine', 'dry-skin-winter', 'vitamin-c-serum', 'sunscreen-guide']
    )
    assert.equal(props.meta.total, 4)
    assert.lengthOf(props.sections, 3)

    const html = (
      await client.get(route('content.sections.show', { username: 'demo', slug: 'skin-care' }))
    ).text()
    assert.include(html, 'روتين يومي بسيط لبشرة نضرة')
    // the way back to all categories and to the blog
    assert.include(html, 'href="/c/demo/categories"')
    assert.include(html, 'href="/c/demo/blogs"')

    const sub = (
      await client
        .get(route('content.sections.show', { username: 'demo', slug: 'dry-skin' }))
        .withInertia()
    ).inertiaProps as any
    assert.deepEqual(sub.section.parent, {
      id: props.section.id,
      title: 'العناية بالبشرة',
      slug: 'skin-care',
    })
    assert.deepEqual(
      sub.posts.map((p: any) => p.slug),
      ['dry-skin-winter']
    )
  })

  test('a category without posts says so; an unknown one is a 404', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite()
    await SectionFactory.merge({
      websiteId: website.id,
      title: 'قريبا',
      slug: 'soon',
      type: 'main',
    }).create()
    const empty = await client.get(
      route('content.sections.show', { username: website.username, slug: 'soon' })
    )
    empty.assertStatus(200)
    assert.include(empty.text(), 'لاتوجد منشورات بعد')

    const missing = await client
      .get(route('content.sections.show', { username: 'demo', slug: 'no-such-category' }))
      .withInertia()
    missing.assertStatus(404)
    missing.assertInertiaComponent('content/missing')
    assert.equal((missing.inertiaProps as any).message, 'القسم غير موجود')
  })
})

test.group('Content site: missing websites and tenant isolation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const routes = [
    '',
    '/blogs',
    '/categories',
    '/category/skin-care',
    '/blog/daily-skin-routine',
    '/contact',
    '/sitemap.xml',
    '/rss.xml',
  ]

  test('an unknown website is the 404 page on every route', async ({ client, route }) => {
    for (const path of routes) {
      const response = await client
        .get(route('content.home.show', { username: `no-such-site${path}` }))
        .withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('a website marked not_found is the 404 page', async ({ client, route }) => {
    const website = await makeWebsite({ notFound: true })
    await makePosts(website, 1)
    for (const path of ['', '/blogs', '/blog/post-1']) {
      const response = await client
        .get(route('content.home.show', { username: `${website.username}${path}` }))
        .withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('a website without content support (nakheel) has no content site: 404 everywhere', async ({
    client,
    assert,
    route,
  }) => {
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    assert.isFalse(nakheel.supportContent)
    for (const path of routes) {
      const response = await client
        .get(route('content.home.show', { username: `nakheel${path}` }))
        .withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
    const contact = await client
      .post(route('content.contact.store', { username: 'nakheel' }))
      .withInertia()
      .form({
        name: 'سلمان',
        email: 'salman@example.com',
        message: 'رسالة إلى متجر بلا موقع محتوى',
      })
      .withCsrfToken()
    contact.assertStatus(404)
    assert.lengthOf(await nakheel.related('contactMessages').query(), 0)
  })

  test("demo's post and category slugs are not found under another website", async ({
    client,
    assert,
    route,
  }) => {
    const other = await makeWebsite()
    await makePosts(other, 2)

    const post = await client
      .get(route('content.posts.show', { username: other.username, slug: 'daily-skin-routine' }))
      .withInertia()
    post.assertStatus(404)
    assert.equal((post.inertiaProps as any).message, 'هذا المنشور غير متاح')

    const category = await client
      .get(route('content.sections.show', { username: other.username, slug: 'skin-care' }))
      .withInertia()
    category.assertStatus(404)

    // and nothing of demo appears in the other website's lists
    const demoSlugs = (await Post.query().where('website_id', (await demo()).id)).map((p) => p.slug)
    const list = (
      await client.get(route('content.posts.index', { username: other.username })).withInertia()
    ).inertiaProps as any
    assert.deepEqual(
      list.posts.map((p: any) => p.slug),
      ['post-1', 'post-2']
    )
    assert.notIncludeMembers(
      list.posts.map((p: any) => p.slug),
      demoSlugs
    )
    assert.deepEqual(list.sections, [])
    const chrome = list.contentSite
    assert.deepEqual(chrome.headerSections, [])
    assert.deepEqual(chrome.headerPages, [])
  })
})
