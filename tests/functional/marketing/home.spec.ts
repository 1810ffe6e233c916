import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlatformPost from '#models/platform_post'
import User from '#models/user'
import { appUrl, headTag, htmlOf, titleOf } from '#tests/functional/marketing/helpers'
import { PlatformPostFactory } from '#database/factories/platform_post_factory'

test.group('Marketing home /', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('renders marketing/home with the counters of SPEC.md and the two-plan teaser', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.home.show')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/home')
    const props = response.inertiaProps as any

    assert.deepEqual(
      props.counters.map((c: any) => c.count),
      [187, 50000, 12000000, 100]
    )
    assert.isTrue(props.counters.every((c: any) => c.image && c.title))

    // SPEC.md section 9: the plans teaser fetches 2 plans; /plans compares all three
    assert.deepEqual(
      props.plans.map((p: any) => p.code),
      ['free', 'content']
    )
    assert.equal(props.planCount, 3)
    const [free, content] = props.plans
    assert.deepEqual(free.price, { monthly: null, yearly: null, once: null, free: 'مجانا' })
    assert.equal(free.trialDays, 15)
    assert.isTrue(free.features.some((f: any) => f.feature === 'subdomain' && f.value === true))
    assert.equal(content.price.once, 30000)
    const plans = (await client.get(route('marketing.plans.index')).withInertia())
      .inertiaProps as any
    const monthly = plans.cards.find((p: any) => p.code === 'monthly')
    assert.deepEqual([monthly.price.monthly, monthly.price.yearly], [27500, 300000])

    assert.isAbove(props.whyUs.length, 2)
    assert.isAbove(props.clients.length, 2)
    assert.isTrue(props.clients.every((c: any) => c.image))
    assert.isAbove(props.testimonials.length, 2)
  })

  test('is server rendered: hero, counters, pricing with sign-up links, testimonials, contact form', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client.get(route('marketing.home.show'))
    response.assertStatus(200)
    const html = htmlOf(response)
    assert.include(html, '<html lang="ar" dir="rtl">')
    assert.include(html, 'أنشئ موقعك ومتجرك الإلكتروني')
    assert.include(html, '+187')
    assert.include(html, '+12 مليون')
    // the teaser: two plans, and a link to the comparison of all of them
    assert.include(html, 'الباقة المجانية')
    assert.lengthOf(html.match(/class="mk-card mk-plan[ "]/g) ?? [], 2)
    assert.match(html, /href="\/plans"[^>]*>اعرض جميع الباقات \(3\) وقارن بينها/)
    // the plan buttons open /auth/signup?plan={code} in a new tab
    assert.match(html, /href="\/auth\/signup\?plan=content"[^>]*target="_blank"/)
    assert.include(html, 'الحجز من الموقع خفف الاتصالات')
    assert.match(html, /<textarea[^>]*name="message"/)
    assert.match(html, /<input[^>]*name="email"/)
  })

  test('has its title, description, canonical and Open Graph tags', async ({
    client,
    assert,
    route,
  }) => {
    const html = htmlOf(await client.get(route('marketing.home.show')))
    assert.match(titleOf(html)!, /^صفحتي \| /)
    assert.isAbove(headTag(html, 'name', 'description')!.length, 50)
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/`)
    assert.equal(headTag(html, 'property', 'og:url'), `${appUrl()}/`)
    assert.equal(headTag(html, 'property', 'og:type'), 'website')
    assert.equal(headTag(html, 'property', 'og:locale'), 'ar_SA')
    assert.equal(
      headTag(html, 'property', 'og:image'),
      `${appUrl()}/images/marketing/og-default.png`
    )
  })
})

test.group('Marketing navbar and footer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the footer gets the two latest academy posts with image, title and description', async ({
    client,
    assert,
    route,
  }) => {
    const latest = await PlatformPost.query()
      .where('privilege', 'academy')
      .whereNotNull('published_at')
      .orderBy('published_at', 'desc')
      .limit(2)
    const response = await client.get(route('marketing.plans.index')).withInertia()
    const { footerPosts } = response.inertiaProps as any
    assert.deepEqual(
      footerPosts.map((p: any) => p.slug),
      latest.map((p) => p.slug)
    )
    for (const post of footerPosts) {
      assert.isString(post.image)
      assert.isString(post.title)
      assert.isString(post.description)
    }

    const html = htmlOf(await client.get(route('marketing.home.show')))
    assert.include(html, `href="/academy/${latest[0].slug}"`)
    assert.include(html, 'href="/page/privacy-policy"')
    assert.include(html, 'href="/page/usage-policy"')
    assert.include(html, 'href="https://x.com/safhati"')
    assert.include(html, `© ${new Date().getFullYear()} صفحتي`)
  })

  test('a new post becomes the first footer post; an unpublished one never shows', async ({
    client,
    assert,
    route,
  }) => {
    const fresh = await PlatformPostFactory.merge({
      privilege: 'academy',
      title: 'مقال أحدث من الجميع',
      slug: 'newest-guide',
      description: 'وصف المقال الأحدث',
      content: '<p>محتوى</p>',
      isPopular: false,
      publishedAt: (await import('luxon')).DateTime.now(),
    }).create()
    await PlatformPostFactory.merge({
      privilege: 'academy',
      title: 'مسودة',
      slug: 'draft-guide',
      content: '<p>مسودة</p>',
      isPopular: false,
      publishedAt: null,
    }).create()
    const { footerPosts } = (await client.get(route('marketing.home.show')).withInertia())
      .inertiaProps as any
    assert.lengthOf(footerPosts, 2)
    assert.equal(footerPosts[0].slug, fresh.slug)
    assert.notInclude(
      footerPosts.map((p: any) => p.slug),
      'draft-guide'
    )
  })

  test('signed out, the navbar links to merchant login and create-site', async ({
    client,
    assert,
    route,
  }) => {
    const html = htmlOf(await client.get(route('marketing.pages.about')))
    assert.match(html, /href="\/login"[^>]*>تسجيل الدخول/)
    assert.match(html, /href="\/signup"[^>]*>أنشئ موقعك/)
    assert.notInclude(html, 'تسجيل الخروج')
  })

  test('signed in, the navbar greets the merchant and offers logout instead', async ({
    client,
    assert,
    route,
  }) => {
    const user = await User.findByOrFail('email', 'demo@safhati.sa')
    const response = await client.get(route('marketing.pages.about')).loginAs(user)
    const html = htmlOf(response)
    assert.include(html, 'تسجيل الخروج')
    assert.include(html, `مرحبا، ${user.name}`)
    assert.notMatch(html, /href="\/login"/)
    const props = (await client.get(route('marketing.pages.about')).withInertia().loginAs(user))
      .inertiaProps as any
    assert.equal(props.user.email, user.email)
  })
})
