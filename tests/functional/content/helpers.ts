import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { PageCache } from '#services/cache/page_cache'
import db from '@adonisjs/lucid/services/db'
import type Website from '#models/website'
import { WebsiteFactory } from '#database/factories/website_factory'
import { PostFactory } from '#database/factories/post_factory'

/** A merchant website of its own for a test; content support on unless told otherwise. */
export async function makeWebsite(attributes: Partial<Website> = {}) {
  return WebsiteFactory.apply('withContent')
    .merge({ nameAr: 'مدونة الاختبار', description: 'موقع أنشئ للاختبار', ...attributes })
    .create()
}

/** `count` published posts, one day apart (the first is the newest), spread over the given sections. */
export async function makePosts(
  website: Website,
  count: number,
  sectionIds: (number | null)[] = [null]
) {
  const start = DateTime.now().minus({ hours: 1 })
  const rows = Array.from({ length: count }, (_, index) => ({
    websiteId: website.id,
    sectionId: sectionIds[index % sectionIds.length],
    title: `منشور رقم ${index + 1}`,
    slug: `post-${index + 1}`,
    description: `وصف المنشور ${index + 1}`,
    content: `<p>نص المنشور ${index + 1}</p>`,
    image: '/images/demo/post-1.webp',
    publishedAt: start.minus({ days: index }),
  }))
  return PostFactory.merge(rows).createMany(count)
}

/**
 * Every SQL statement the app sends while `action` runs (the HTTP server runs in this process).
 * Listens to the knex clients of the default connection, which see the statements of the test's
 * global transaction too.
 */
export async function recordQueries(action: () => Promise<unknown>) {
  // the budget is what rendering costs: the page cache of anonymous visits is dropped first
  await PageCache.clear()
  const connection = db.manager.get(db.primaryConnectionName)!.connection!
  const clients = new Set([connection.client, connection.readClient].filter((c) => c !== undefined))
  const statements: string[] = []
  const listener = (query: { sql: string }) => statements.push(query.sql)
  for (const client of clients) client.on('query', listener)
  try {
    await action()
  } finally {
    for (const client of clients) client.off('query', listener)
  }
  return statements
}

/** An Inertia visit of a content page: its status and component checked, its props returned. */
export async function inertiaPage(client: ApiClient, url: string, component: string, status = 200) {
  const response = await client.get(url).withInertia()
  response.assertStatus(status)
  response.assertInertiaComponent(component)
  return response.inertiaProps as any
}
