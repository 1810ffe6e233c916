import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Website from '#models/website'
import { makePosts, makeWebsite, recordQueries } from './helpers.js'
import { SectionFactory } from '#database/factories/section_factory'
import { HomeSectionFactory } from '#database/factories/home_section_factory'
import { PageFactory } from '#database/factories/page_factory'

/** A website with two main sections, a sub-section, home blocks and `posts` posts over them. */
async function siteWithPosts(posts: number) {
  const website = await makeWebsite()
  const [a, b] = await SectionFactory.merge([
    { websiteId: website.id, title: 'أ', slug: 'a', type: 'main', isFixed: true, isEmbedded: true },
    {
      websiteId: website.id,
      title: 'ب',
      slug: 'b',
      type: 'main',
      isFooter: true,
      isEmbedded: true,
    },
  ]).createMany(2)
  const sub = await SectionFactory.merge({
    websiteId: website.id,
    title: 'ج',
    slug: 'c',
    type: 'sub',
    parentId: a.id,
  }).create()
  await HomeSectionFactory.merge([
    { websiteId: website.id, site: 'content', kind: 'slides', sortOrder: 1 },
    { websiteId: website.id, site: 'content', kind: 'categories', sortOrder: 2 },
    { websiteId: website.id, site: 'content', kind: 'recent_blogs', sortOrder: 3 },
    { websiteId: website.id, site: 'content', kind: 'recent_blogs', sectionId: a.id, sortOrder: 4 },
    { websiteId: website.id, site: 'content', kind: 'recent_blogs', sectionId: b.id, sortOrder: 5 },
  ]).createMany(5)
  await PageFactory.merge({
    websiteId: website.id,
    name: 'من نحن',
    slug: 'about',
    content: '<p>x</p>',
  }).create()
  await makePosts(website, posts, [a.id, b.id, sub.id, null])
  return website
}

/** Statements one page costs, once the route and the views are warm. */
async function cost(client: any, website: Website, path: string) {
  const url = `/c/${website.username}${path}`
  ;(await client.get(url).withInertia()).assertStatus(200)
  return recordQueries(async () => (await client.get(url).withInertia()).assertStatus(200))
}

/** The statements on the content site's own tables (other areas' global middleware aside). */
const CONTENT_TABLES = /\b(websites|posts|sections|pages|slides|home_sections)\b/
const contentOnly = (statements: string[]) => statements.filter((sql) => CONTENT_TABLES.test(sql))

test.group('Content site: a fixed number of queries whatever the number of posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the blog list costs the same with 3 and with 30 posts', async ({ client, assert }) => {
    const few = await cost(client, await siteWithPosts(3), '/blogs')
    const many = await cost(client, await siteWithPosts(30), '/blogs')
    assert.isAbove(few.length, 0)
    assert.equal(
      many.length,
      few.length,
      `3 posts:\n${few.join('\n')}\n30 posts:\n${many.join('\n')}`
    )
    // section tree (sections + one GROUP BY), page count and page rows; the website row and the
    // header/footer pages come from the per-website cache once warm
    assert.lengthOf(contentOnly(few), 4)
  })

  for (const path of [
    '',
    '/categories',
    '/category/a',
    '/blog/post-2',
    '/rss.xml',
    '/sitemap.xml',
  ]) {
    test(`${path || '/'} costs the same with 3 and with 30 posts`, async ({ client, assert }) => {
      const few = await cost(client, await siteWithPosts(3), path)
      const many = await cost(client, await siteWithPosts(30), path)
      assert.equal(
        many.length,
        few.length,
        `3 posts:\n${few.join('\n')}\n30 posts:\n${many.join('\n')}`
      )
      assert.isAtMost(contentOnly(few).length, 8)
    })
  }
})
