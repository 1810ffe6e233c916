import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { makeWebsite } from './helpers.js'
import { PostFactory } from '#database/factories/post_factory'
import { SectionFactory } from '#database/factories/section_factory'

test.group('Content site: sitemap and RSS', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sitemap.xml lists the pages, every section and every published post', async ({
    client,
    assert,
    route,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await PostFactory.merge({
      websiteId: demo.id,
      title: 'مسودة',
      slug: 'a-draft',
      content: '<p>x</p>',
      publishedAt: null,
    }).create()
    const response = await client.get(route('content.feeds.sitemap', { username: 'demo' }))
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/xml; charset=utf-8')
    const xml = response.text()
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/)
    for (const path of [
      '/c/demo</loc>',
      '/c/demo/blogs',
      '/c/demo/categories',
      '/c/demo/contact',
    ]) {
      assert.include(xml, path)
    }
    for (const slug of ['skin-care', 'dry-skin', 'hair-colour']) {
      assert.include(xml, `/c/demo/category/${slug}</loc>`)
    }
    assert.include(xml, '/c/demo/blog/daily-skin-routine</loc>')
    assert.equal(xml.match(/\/c\/demo\/blog\//g)!.length, 9)
    assert.notInclude(xml, 'a-draft')
    assert.include(xml, '<lastmod>')
  })

  test('rss.xml is RSS 2.0 of the newest posts, escaped, with absolute links', async ({
    client,
    assert,
    route,
  }) => {
    const website = await makeWebsite({ nameAr: 'متجر "الورد" & الهدايا' })
    const section = await SectionFactory.merge({
      websiteId: website.id,
      title: 'أخبار <جديدة>',
      slug: 'news',
      type: 'main',
    }).create()
    await PostFactory.merge([
      {
        websiteId: website.id,
        sectionId: section.id,
        title: 'عروض <b>الصيف</b> & الشتاء',
        slug: 'offers',
        description: 'خصم 20% على "كل" شيء',
        content: '<p>x</p>',
        publishedAt: DateTime.fromISO('2026-05-03T10:00:00Z'),
      },
      {
        websiteId: website.id,
        title: 'منشور أقدم',
        slug: 'older',
        content: '<p>y</p>',
        publishedAt: DateTime.fromISO('2026-04-01T10:00:00Z'),
      },
    ]).createMany(2)
    const response = await client.get(route('content.feeds.rss', { username: website.username }))
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/rss+xml; charset=utf-8')
    const xml = response.text()
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    assert.include(xml, '<title>متجر &quot;الورد&quot; &amp; الهدايا</title>')
    assert.include(xml, '<title>عروض &lt;b&gt;الصيف&lt;/b&gt; &amp; الشتاء</title>')
    assert.include(xml, '<description>خصم 20% على &quot;كل&quot; شيء</description>')
    assert.include(xml, '<category>أخبار &lt;جديدة&gt;</category>')
    assert.include(xml, '<pubDate>Sun, 03 May 2026 10:00:00 +0000</pubDate>')
    assert.match(xml, new RegExp(`<link>https?://[^<]+/c/${website.username}/blog/offers</link>`))
    assert.match(xml, /<atom:link href="https?:\/\/[^"]+\/rss\.xml" rel="self"/)
    assert.isBelow(xml.indexOf('offers'), xml.indexOf('older'))
    assert.notInclude(xml, '<b>')
    assert.equal(xml.match(/<item>/g)!.length, 2)
  })

  test('a website without posts has a valid, empty feed', async ({ client, assert, route }) => {
    const website = await makeWebsite()
    const response = await client.get(route('content.feeds.rss', { username: website.username }))
    response.assertStatus(200)
    assert.include(response.text(), '<channel>')
    assert.notInclude(response.text(), '<item>')
  })
})
