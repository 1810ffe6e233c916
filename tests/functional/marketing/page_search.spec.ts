// The search-box variant of /page/{slug}: the platform's pages and posts, Arabic-aware.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { htmlOf } from '#tests/functional/marketing/helpers'
import { PlatformPageFactory } from '#database/factories/platform_page_factory'
import { PlatformPostFactory } from '#database/factories/platform_post_factory'

test.group('Static pages: the search-box variant', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('?q= shows a search box and the matching pages and posts, folded like the store search', async ({
    client,
    assert,
  }) => {
    await PlatformPageFactory.merge({
      slug: 'refund-policy',
      title: 'سياسة الاسترجاع',
      description: 'متى تسترجع مبلغ اشتراكك',
      keywords: 'استرجاع، إلغاء',
      content: '<p>خلال 14 يوما</p>',
    }).create()
    await PlatformPostFactory.merge({
      slug: 'zakat-guide',
      title: 'دليل الزكاة للمنشآت',
      description: 'خطوات الإقرار الزكوي',
      keywords: 'زكاة، إقرار',
    }).create()
    await PlatformPostFactory.apply('academy')
      .merge({ slug: 'refund-lesson', title: 'درس: إدارة طلبات الاسترجاع', keywords: null })
      .create()
    await PlatformPostFactory.merge({
      slug: 'draft-refund',
      title: 'مسودة عن الاسترجاع',
      publishedAt: null,
    }).create()

    // the words typed without hamza and with ه for ة find "سياسة الاسترجاع"
    const response = await client.get('/page/usage-policy?q=سياسه الاسترجاع')
    response.assertStatus(200)
    const html = htmlOf(response)
    assert.include(html, 'role="search"')
    assert.include(html, 'ابحث في صفحات صفحتي ومقالاتها')
    assert.include(html, 'نتائج البحث عن «سياسه الاسترجاع»: 1')
    assert.include(html, 'href="/page/refund-policy"')
    // the page itself is still there under the box
    assert.include(html, 'شروط الاستخدام')

    const both = htmlOf(await client.get(`/page/usage-policy?q=${encodeURIComponent('الاسترجاع')}`))
    assert.include(both, 'href="/page/refund-policy"')
    assert.include(both, 'href="/academy/refund-lesson"')
    assert.notInclude(both, 'draft-refund')

    const post = htmlOf(await client.get('/page/privacy-policy?q=زكاه'))
    assert.include(post, 'href="/blog/zakat-guide"')
    assert.include(post, 'دليل الزكاة للمنشآت')
  })

  test('no match says so; without ?q= the page has no search results; the 404 page has the box', async ({
    client,
    assert,
  }) => {
    const none = htmlOf(await client.get('/page/usage-policy?q=كلمةغيرموجودة'))
    assert.include(none, 'لا توجد نتائج لـ «كلمةغيرموجودة»')

    const plain = htmlOf(await client.get('/page/usage-policy'))
    assert.notInclude(plain, 'role="search"')
    assert.include(plain, 'href="/page/usage-policy?q="')

    const missing = await client.get('/page/nothing-here?q=الخصوصيه')
    missing.assertStatus(404)
    const html = htmlOf(missing)
    assert.include(html, 'عذرا، الصفحة غير موجودة')
    assert.include(html, 'href="/page/privacy-policy"')
    assert.include(html, 'نتائج البحث عن «الخصوصيه»')

    const props = await client.get('/page/usage-policy?q=الخصوصية').withInertia()
    const search = (props.inertiaProps as any).search
    assert.equal(search.q, 'الخصوصية')
    assert.deepInclude(search.results[0], { kind: 'page', slug: 'privacy-policy' })
  })
})
