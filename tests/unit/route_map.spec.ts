import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { routeMapSource, ROUTE_MAP_FILE } from '#start/route_map'
import { route } from '../../inertia/lib/route.js'
import { urlFor } from '#http/urls/urls'

test.group('Route map shared with the pages', () => {
  test('the committed map is the one the router makes (run node ace routes:generate)', async ({
    assert,
  }) => {
    const committed = await readFile(app.makePath(ROUTE_MAP_FILE), 'utf8')
    assert.equal(committed, await routeMapSource())
  })

  test('route() fills params, encodes Arabic slugs and adds the query', ({ assert }) => {
    assert.equal(route('store.home.show', { username: 'demo' }), '/o/demo')
    assert.equal(
      route('store.products.show_by_slug', { username: 'demo', slug: 'سيروم فيتامين' }),
      '/o/demo/product/%D8%B3%D9%8A%D8%B1%D9%88%D9%85%20%D9%81%D9%8A%D8%AA%D8%A7%D9%85%D9%8A%D9%86'
    )
    assert.equal(
      route('store.products.index', { username: 'demo' }, { q: 'عطر', page: 2, empty: '' }),
      '/o/demo/products?q=%D8%B9%D8%B7%D8%B1&page=2'
    )
    assert.equal(route('marketing.plans.index'), '/plans')
  })

  test('route() and the server agree on every address', ({ assert }) => {
    const params = { username: 'demo', slug: 'عروض الصيف', id: 7 }
    assert.equal(route('content.posts.show', params), urlFor('content.posts.show', params))
    assert.equal(route('store.orders.show', params), urlFor('store.orders.show', params))
  })

  test('a missing param is an error, not a broken link', ({ assert }) => {
    // @ts-expect-error the id is required
    assert.throws(() => route('store.orders.show', { username: 'demo' }), /missing "id"/)
  })
})
