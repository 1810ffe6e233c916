import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Plan from '#models/plan'
import Website, { defaultDesign } from '#models/website'

let counter = 0

/** A merchant website of its own for a test; content support on unless told otherwise. */
export async function makeWebsite(attributes: Partial<Website> = {}) {
  counter += 1
  const tag = `${Date.now().toString(36)}${counter}`
  const owner = await User.create({
    name: 'تاجر تجريبي',
    email: `owner-${tag}@example.com`,
    phone: '0550000000',
    password: 'secret-password-123',
    role: 'merchant',
  })
  const plan = await Plan.query().firstOrFail()
  return Website.create({
    userId: owner.id,
    planId: plan.id,
    username: `site-${tag}`.slice(0, 30),
    nameAr: 'مدونة الاختبار',
    description: 'موقع أنشئ للاختبار',
    design: defaultDesign(),
    defaultTheme: 'theme-1',
    supportContent: true,
    notFound: false,
    ...attributes,
  })
}

/** `count` published posts, one day apart (the first is the newest), spread over the given sections. */
export async function makePosts(
  website: Website,
  count: number,
  sectionIds: (number | null)[] = [null]
) {
  const start = DateTime.now().minus({ hours: 1 })
  const rows = Array.from({ length: count }, (_, index) => ({
    sectionId: sectionIds[index % sectionIds.length],
    title: `منشور رقم ${index + 1}`,
    slug: `post-${index + 1}`,
    description: `وصف المنشور ${index + 1}`,
    content: `<p>نص المنشور ${index + 1}</p>`,
    image: '/images/demo/post-1.svg',
    publishedAt: start.minus({ days: index }),
  }))
  return website.related('posts').createMany(rows)
}

/**
 * Every SQL statement the app sends while `action` runs (the HTTP server runs in this process).
 * Listens to the knex clients of the default connection, which see the statements of the test's
 * global transaction too.
 */
export async function recordQueries(action: () => Promise<unknown>) {
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
