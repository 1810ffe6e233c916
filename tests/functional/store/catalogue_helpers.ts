import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { DbQueryEventNode } from '@adonisjs/lucid/types/database'
import Visit from '#models/visit'
import Website from '#models/website'
import { PageCache } from '#services/cache/page_cache'

export async function storefronts() {
  const demo = await Website.findByOrFail('username', 'demo')
  const nakheel = await Website.findByOrFail('username', 'nakheel')
  return { demo, nakheel }
}

/**
 * A website's visits deleted inside the test's transaction (the triggers empty its visit days too): a
 * test that counts visits starts from none, whatever a test without a transaction committed before.
 */
export async function withoutVisits(website: Website) {
  await Visit.query().where('website_id', website.id).delete()
  return website
}

/**
 * The SQL statements run while `work` runs (the app's queries inside the test's global transaction).
 * Lucid reports a query through the `db:query` event only when its client debugs queries, so the
 * global transaction client is switched to debugging for the duration. Visits are counted in memory
 * and written in batches (VisitRecorder.flush), never inside a page's own work.
 */
export async function recordQueries(work: (queriesSoFar: string[]) => Promise<unknown>) {
  // a query budget measures what rendering a page costs: the page cache of anonymous visits would
  // answer without any query, so its pages are dropped first (the per-website data cache stays warm)
  await PageCache.clear()
  const client = db.connection() as unknown as { debug: boolean; isTransaction: boolean }
  if (!client.isTransaction) throw new Error('recordQueries needs the global test transaction')
  const queries: string[] = []
  const listener = (event: DbQueryEventNode) => {
    queries.push(event.sql)
  }
  const debug = client.debug
  client.debug = true
  emitter.on('db:query', listener)
  try {
    await work(queries)
  } finally {
    emitter.off('db:query', listener)
    client.debug = debug
  }
  return queries
}

/** Props of an Inertia response, loosely typed for assertions. */
export function props(response: { inertiaProps: unknown }) {
  return response.inertiaProps as Record<string, any>
}

/** `name=value` pairs of a response's Set-Cookie headers, to send back as a browser would. */
export function cookiesOf(setCookie: string | string[] | undefined) {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((line) => line.split(';')[0]).join('; ')
}
