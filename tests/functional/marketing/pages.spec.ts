import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import MarketplaceApp from '#models/marketplace_app'
import PlatformPost from '#models/platform_post'
import Website from '#models/website'
import { appUrl, headTag, htmlOf, titleOf } from '#tests/functional/marketing/helpers'
import { PlatformPageFactory } from '#database/factories/platform_page_factory'
import { PlatformPostFactory } from '#database/factories/platform_post_factory'

test.group('Apps catalogue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/apps has the three fixed categories with their counts', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.apps.index')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/apps/index')
    const { categories } = response.inertiaProps as any
    assert.deepEqual(
      categories.map((c: any) => c.slug),
      ['payment', 'deleviery', 'apps-support']
    )
    assert.isTrue(categories.every((c: any) => c.appCount > 0 && c.icon))
    const html = htmlOf(await client.get(route('marketing.apps.index')))
    assert.include(html, 'href="/apps/deleviery"')
    assert.equal(titleOf(html), 'صفحتي | التطبيقات')
  })

  test('/apps/{slug} lists the category providers; only support has the four tabs', async ({
    client,
    assert,
    route,
  }) => {
    const payment = await client
      .get(route('marketing.apps.category', { slug: 'payment' }))
      .withInertia()
    payment.assertInertiaComponent('marketing/apps/category')
    const paymentProps = payment.inertiaProps as any
    assert.deepEqual(
      paymentProps.apps.map((a: any) => a.title),
      ['mada', 'apple-pay', 'stc-pay', 'tabby']
    )
    assert.lengthOf(paymentProps.tabs, 0)
    assert.lengthOf(paymentProps.categories, 3)

    const support = (
      await client.get(route('marketing.apps.category', { slug: 'apps-support' })).withInertia()
    ).inertiaProps as any
    assert.deepEqual(
      support.tabs.map((t: any) => t.key),
      ['design', 'marketing', 'content', 'photography']
    )
    // every support service sits in one of the tabs
    const keys = support.tabs.map((t: any) => t.key)
    assert.isTrue(support.apps.every((a: any) => keys.includes(a.tab)))
    const html = htmlOf(
      await client.get(route('marketing.apps.category', { slug: 'apps-support' }))
    )
    for (const label of ['التصميم', 'التسويق', 'كتابة المحتوى', 'التصوير'])
      assert.include(html, label)
    assert.include(html, 'role="tablist"')

    const delivery = htmlOf(
      await client.get(route('marketing.apps.category', { slug: 'deleviery' }))
    )
    assert.include(delivery, 'سمسا')
  })

  test('/apps/{unknown} is the 404 page', async ({ client, route }) => {
    const response = await client
      .get(route('marketing.apps.category', { slug: 'unknown' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('/app/{title} shows the app, its category and others of the category', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.apps.show', { title: 'smsa' })).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/apps/show')
    const props = response.inertiaProps as any
    assert.equal(props.app.name, 'سمسا')
    assert.equal(props.category.slug, 'deleviery')
    assert.include(props.app.details, 'بوليصة')
    assert.isNull(props.tab)
    assert.isAbove(props.related.length, 0)
    assert.notInclude(
      props.related.map((a: any) => a.title),
      'smsa'
    )

    const support = (
      await client.get(route('marketing.apps.show', { title: 'logo-design' })).withInertia()
    ).inertiaProps as any
    assert.equal(support.tab.label, 'التصميم')

    const html = htmlOf(await client.get(route('marketing.apps.show', { title: 'smsa' })))
    assert.equal(titleOf(html), 'صفحتي | سمسا')
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/app/smsa`)
  })

  test('/app/{unknown} is the 404 page', async ({ client, route }) => {
    ;(
      await client.get(route('marketing.apps.show', { title: 'nothing-here' })).withInertia()
    ).assertStatus(404)
  })

  test('app details are sanitized', async ({ client, assert, route }) => {
    await MarketplaceApp.query()
      .where('title', 'mada')
      .update({ details: '<p>آمن</p><img src="x" onerror="alert(1)"><script>1</script>' })
    const props = (await client.get(route('marketing.apps.show', { title: 'mada' })).withInertia())
      .inertiaProps as any
    assert.notInclude(props.app.details, 'onerror')
    assert.notInclude(props.app.details, '<script')
  })
})

test.group('Static pages, about and demo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/page/{slug} shows the stored policies with breadcrumbs', async ({
    client,
    assert,
    route,
  }) => {
    for (const [slug, title] of [
      ['privacy-policy', 'سياسة الخصوصية'],
      ['usage-policy', 'شروط الاستخدام'],
    ]) {
      const response = await client.get(route('marketing.pages.show', { slug })).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('marketing/pages/show')
      const { page } = response.inertiaProps as any
      assert.equal(page.title, title)
      assert.isAbove(page.content.length, 300)

      const html = htmlOf(await client.get(route('marketing.pages.show', { slug })))
      assert.equal(titleOf(html), `صفحتي | ${title}`)
      assert.include(html, 'aria-label="مسار التصفح"')
      assert.include(html, '<h2>')
      assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/page/${slug}`)
    }
  })

  test('any other stored page is shown too, its HTML sanitized', async ({
    client,
    assert,
    route,
  }) => {
    await PlatformPageFactory.merge({
      slug: 'refund-policy',
      title: 'سياسة الاسترجاع',
      description: 'متى تسترجع مبلغ اشتراكك',
      content:
        '<p>خلال 14 يوما</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
    }).create()
    const response = await client
      .get(route('marketing.pages.show', { slug: 'refund-policy' }))
      .withInertia()
    response.assertStatus(200)
    const { page } = response.inertiaProps as any
    assert.include(page.content, 'خلال 14 يوما')
    assert.notInclude(page.content, '<script')
    assert.notInclude(page.content, '<iframe')
  })

  test('a page with an Arabic slug opens from its percent-encoded address', async ({
    client,
    assert,
    route,
  }) => {
    await PlatformPageFactory.merge({
      slug: 'سياسة-الاسترجاع',
      title: 'سياسة الاسترجاع',
      content: '<p>يمكنك استرجاع مبلغ الاشتراك خلال 14 يوما.</p>',
    }).create()
    const path = `/page/${encodeURIComponent('سياسة-الاسترجاع')}`
    const response = await client.get(path).withInertia()
    response.assertStatus(200)
    assert.equal((response.inertiaProps as any).page.title, 'سياسة الاسترجاع')
    const html = htmlOf(await client.get(path))
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}${path}`)
    assert.include(
      (await client.get(route('marketing.seo.sitemap'))).text(),
      `<loc>${appUrl()}${path}</loc>`
    )
  })

  test('an absent page says the page is not found, with status 404', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('marketing.pages.show', { slug: 'nothing' }))
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('marketing/pages/show')
    assert.isNull((response.inertiaProps as any).page)
    const html = htmlOf(await client.get(route('marketing.pages.show', { slug: 'nothing' })))
    assert.equal(titleOf(html), 'صفحتي | الصفحة غير موجودة')
    assert.include(html, 'عذرا، الصفحة غير موجودة')
  })

  test('/about has the stored about page, the counters and our strengths', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.pages.about')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/pages/about')
    const props = response.inertiaProps as any
    assert.equal(props.page.title, 'من نحن')
    assert.isAbove(props.page.content.length, 200)
    assert.lengthOf(props.counters, 4)
    assert.lengthOf(props.strengths, 3)
    const html = htmlOf(await client.get(route('marketing.pages.about')))
    assert.include(html, 'لمن صممنا صفحتي')
    assert.include(html, 'صفحتي بالأرقام')
  })

  test('/demo lists the live demo websites with their storefront, content site and menu pages', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.pages.demo')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/pages/demo')
    const props = response.inertiaProps as any
    assert.sameMembers(
      props.websites.map((w: any) => w.username),
      ['demo', 'nakheel']
    )
    const nakheel = props.websites.find((w: any) => w.username === 'nakheel')
    assert.deepEqual(
      nakheel.landingPages.map((l: any) => l.slug),
      ['nakheel-cafe']
    )
    assert.lengthOf(props.plans, 3)
    const html = htmlOf(await client.get(route('marketing.pages.demo')))
    assert.include(html, 'href="/o/demo"')
    assert.include(html, 'href="/c/demo"')
    assert.include(html, 'href="/l/nakheel-cafe"')
  })

  test('/demo leaves out a website marked not found', async ({ client, assert, route }) => {
    await Website.query().where('username', 'nakheel').update({ notFound: true })
    const props = (await client.get(route('marketing.pages.demo')).withInertia())
      .inertiaProps as any
    assert.deepEqual(
      props.websites.map((w: any) => w.username),
      ['demo']
    )
  })
})

test.group('Sitemap and robots', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/sitemap.xml lists the marketing pages, posts, apps and menu pages', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.seo.sitemap'))
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/xml; charset=utf-8')
    const xml = response.text()
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/)
    for (const path of [
      '/',
      '/plans',
      '/academy',
      '/blogs',
      '/apps',
      '/about',
      '/demo',
      '/contact',
      '/page/privacy-policy',
      '/page/usage-policy',
      '/apps/apps-support',
      '/app/smsa',
      '/l/nakheel-cafe',
    ]) {
      assert.include(xml, `<loc>${appUrl()}${path}</loc>`)
    }
    const posts = await PlatformPost.query().whereNotNull('published_at')
    for (const post of posts) {
      const prefix = post.privilege === 'academy' ? '/academy' : '/blog'
      assert.include(xml, `<loc>${appUrl()}${prefix}/${post.slug}</loc>`)
    }
    assert.notInclude(xml, '/page/about<')
  })

  test('drafts are left out of the sitemap', async ({ client, assert, route }) => {
    await PlatformPostFactory.merge({
      privilege: 'blog',
      title: 'مسودة',
      slug: 'hidden-draft',
      content: '<p>نص</p>',
      isPopular: false,
      publishedAt: null,
    }).create()
    assert.notInclude((await client.get(route('marketing.seo.sitemap'))).text(), 'hidden-draft')
  })

  test('/robots.txt allows crawling and points to the sitemap', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.seo.robots'))
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/plain; charset=utf-8')
    assert.include(response.text(), 'User-agent: *')
    assert.include(response.text(), `Sitemap: ${appUrl()}/sitemap.xml`)
  })
})
