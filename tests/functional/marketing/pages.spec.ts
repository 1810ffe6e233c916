import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlatformPost from '#models/platform_post'
import MarketplaceApp from '#models/marketplace_app'
import LandingPage from '#models/landing_page'

test.group('Marketing site', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('home shows the seeded counters, plans, why-us, clients and testimonials', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/home')
    const props = response.inertiaProps as any
    assert.sameMembers(
      props.counters.map((c: any) => c.count),
      [187, 50000, 12000000, 100]
    )
    assert.deepEqual(
      props.plans.map((p: any) => p.code),
      ['free', 'content', 'monthly']
    )
    assert.equal(props.plans[0].price.free, 'مجانا')
    assert.equal(props.plans[1].price.once, 30000)
    assert.equal(props.plans[2].price.monthly, 27500)
    assert.equal(props.plans[2].price.yearly, 300000)
    assert.isAbove(props.whyUs.length, 0)
    assert.isAbove(props.clients.length, 0)
    assert.isAbove(props.testimonials.length, 0)
    assert.lengthOf(props.footerPosts, 2)
  })

  test('the home page is server rendered with its hero', async ({ client, assert }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    assert.include(response.text(), 'أنشئ موقعك')
  })

  test('/plans builds the comparison from the plans and their features', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/plans').withInertia()
    response.assertInertiaComponent('marketing/plans')
    const { comparison } = response.inertiaProps as any
    assert.lengthOf(comparison.plans, 3)
    assert.deepEqual(comparison.slidesPerView, { narrow: 2, wide: 4 })
    const forms = comparison.rows.find((row: any) => row.feature === 'manage_forms')
    assert.lengthOf(forms.values, 3)
    for (const row of comparison.rows) {
      for (const value of row.values)
        assert.isTrue(value === null || value === true || typeof value === 'string')
    }
  })

  test('{0} lists posts and filters by category')
    .with([
      ['/academy', 'academy'],
      ['/blogs', 'blog'],
    ])
    .run(async ({ client, assert }, [path, privilege]) => {
      const all = await client.get(path).withInertia()
      all.assertStatus(200)
      all.assertInertiaComponent('marketing/posts/index')
      const props = all.inertiaProps as any
      assert.equal(props.privilege, privilege)
      assert.isAbove(props.posts.length, 0)
      assert.isAbove(props.sections.length, 0)

      const post = await PlatformPost.query()
        .where('privilege', privilege)
        .whereNotNull('platform_section_id')
        .preload('section')
        .firstOrFail()
      const filtered = await client.get(`${path}?category=${post.section.slug}`).withInertia()
      const filteredProps = filtered.inertiaProps as any
      assert.isAbove(filteredProps.posts.length, 0)
      assert.isAtMost(filteredProps.posts.length, props.meta.total)
      assert.include(
        filteredProps.posts.map((p: any) => p.slug),
        post.slug
      )
    })

  test('{0} shows a post with sections and popular posts; unknown slug is 404')
    .with([
      ['/academy', 'academy'],
      ['/blog', 'blog'],
    ])
    .run(async ({ client, assert }, [prefix, privilege]) => {
      const post = await PlatformPost.query().where('privilege', privilege).firstOrFail()
      const response = await client.get(`${prefix}/${post.slug}`).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('marketing/posts/show')
      const props = response.inertiaProps as any
      assert.equal(props.post.title, post.title)
      assert.notInclude(props.post.content, '<script')
      assert.isArray(props.popular)

      const missing = await client.get(`${prefix}/no-such-post`).withInertia()
      missing.assertStatus(404)
      missing.assertInertiaComponent('errors/not_found')
    })

  test('an academy slug is not a blog post', async ({ client }) => {
    const post = await PlatformPost.query().where('privilege', 'academy').firstOrFail()
    const exists = await PlatformPost.query()
      .where('privilege', 'blog')
      .where('slug', post.slug)
      .first()
    if (!exists) (await client.get(`/blog/${post.slug}`).withInertia()).assertStatus(404)
  })

  test('/apps has the three fixed categories; support has four tabs', async ({
    client,
    assert,
  }) => {
    const index = await client.get('/apps').withInertia()
    index.assertInertiaComponent('marketing/apps/index')
    assert.sameMembers(
      (index.inertiaProps as any).categories.map((c: any) => c.slug),
      ['payment', 'deleviery', 'apps-support']
    )

    const support = await client.get('/apps/apps-support').withInertia()
    support.assertInertiaComponent('marketing/apps/category')
    assert.lengthOf((support.inertiaProps as any).tabs, 4)

    const payment = await client.get('/apps/payment').withInertia()
    assert.isAbove((payment.inertiaProps as any).apps.length, 0)
    assert.lengthOf((payment.inertiaProps as any).tabs, 0)

    ;(await client.get('/apps/unknown').withInertia()).assertStatus(404)
  })

  test('/app/{title} shows an app; an unknown one is 404', async ({ client, assert }) => {
    const app = await MarketplaceApp.firstOrFail()
    const response = await client.get(`/app/${app.title}`).withInertia()
    response.assertInertiaComponent('marketing/apps/show')
    assert.equal((response.inertiaProps as any).app.name, app.name)
    ;(await client.get('/app/nothing-here').withInertia()).assertStatus(404)
  })

  test('/page/{slug} shows a stored page; an absent one says so with 404', async ({
    client,
    assert,
  }) => {
    for (const slug of ['privacy-policy', 'usage-policy']) {
      const response = await client.get(`/page/${slug}`).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('marketing/pages/show')
      assert.isAbove((response.inertiaProps as any).page.content.length, 100)
    }
    const missing = await client.get('/page/nothing').withInertia()
    missing.assertStatus(404)
    assert.isNull((missing.inertiaProps as any).page)
  })

  test('/about and /demo have real content', async ({ client, assert }) => {
    const about = await client.get('/about').withInertia()
    about.assertInertiaComponent('marketing/pages/about')
    assert.isAbove((about.inertiaProps as any).page.content.length, 100)

    const demo = await client.get('/demo').withInertia()
    demo.assertInertiaComponent('marketing/pages/demo')
    assert.sameMembers(
      (demo.inertiaProps as any).websites.map((w: any) => w.username),
      ['demo', 'nakheel']
    )
  })

  test('/l/{slug} shows the menu grouped; unknown is the landing 404', async ({
    client,
    assert,
  }) => {
    const landing = await LandingPage.firstOrFail()
    const response = await client.get(`/l/${landing.slug}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/landing/show')
    const props = response.inertiaProps as any
    assert.equal(props.landing.title, landing.title)
    assert.isAbove(props.groups.length, 1)
    assert.isTrue(props.groups.every((g: any) => g.items.length > 0))

    const missing = await client.get('/l/no-such-menu').withInertia()
    missing.assertStatus(404)
    assert.isNull((missing.inertiaProps as any).landing)
  })

  test('sitemap.xml lists marketing pages and posts; robots.txt points to it', async ({
    client,
    assert,
  }) => {
    const sitemap = await client.get('/sitemap.xml')
    sitemap.assertStatus(200)
    sitemap.assertHeader('content-type', 'application/xml; charset=utf-8')
    const post = await PlatformPost.query().where('privilege', 'academy').firstOrFail()
    assert.include(sitemap.text(), `/academy/${post.slug}</loc>`)
    assert.include(sitemap.text(), '/plans</loc>')

    const robots = await client.get('/robots.txt')
    assert.include(robots.text(), 'Sitemap: ')
  })
})
