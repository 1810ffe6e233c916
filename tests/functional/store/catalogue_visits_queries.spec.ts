import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { setTimeout as sleep } from 'node:timers/promises'
import Visit from '#models/visit'
import Website from '#models/website'
import { VisitRecorder } from '#services/store/visit_recorder'
import {
  props,
  recordQueries,
  storefronts,
  withoutVisits,
} from '#tests/functional/store/catalogue_helpers'
import { WebsiteFactory } from '#database/factories/website_factory'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { HomeSectionFactory } from '#database/factories/home_section_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { ServiceCategoryFactory } from '#database/factories/service_category_factory'
import { PageFactory } from '#database/factories/page_factory'

/** Waits for the visit that is counted once the response has gone out, then writes the batch. */
async function visitsOf(website: Website, count: number) {
  for (let attempt = 0; attempt < 40; attempt++) {
    await VisitRecorder.flush()
    const rows = await Visit.query().where('website_id', website.id).orderBy('id')
    if (rows.length >= count) return rows
    await sleep(25)
  }
  return Visit.query().where('website_id', website.id).orderBy('id')
}

test.group('Storefront visits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => VisitRecorder.flush())

  test('a visit of /o/{username} is recorded after the response', async ({
    client,
    assert,
    route,
  }) => {
    const { demo, nakheel } = await storefronts()
    await withoutVisits(demo)
    const response = await client
      .get(route('store.home.show', { username: 'demo' }))
      .header('referer', 'https://google.com/')
    response.assertStatus(200)
    const [visit] = await visitsOf(demo, 1)
    assert.equal(visit.site, 'order')
    assert.equal(visit.path, '/o/demo')
    assert.equal(visit.referrer, 'https://google.com/')
    // stamped with the second of the visit, in the zone the dashboard's day grouping reads
    assert.isAtMost(Math.abs(visit.createdAt.diffNow().as('seconds')), 5)
    assert.lengthOf(await Visit.query().where('website_id', nakheel.id), 0)

    await client
      .get(route('store.products.index', { username: 'demo' }))
      .qs({ q: 'سيروم' })
      .withInertia()
    const rows = await visitsOf(demo, 2)
    assert.equal(rows[1].path, '/o/demo/products?q=%D8%B3%D9%8A%D8%B1%D9%88%D9%85')
  })

  test('prefetches, partial reloads, 404s and posts are not visits', async ({
    client,
    assert,
    route,
  }) => {
    const { demo } = await storefronts()
    await withoutVisits(demo)
    await client
      .get(route('store.home.show', { username: 'demo' }))
      .withInertia()
      .header('purpose', 'prefetch')
    await client
      .get(route('store.home.show', { username: 'demo' }))
      .withInertiaPartialReload('store/home', ['blocks'])
    await client.get(route('store.products.show', { username: 'demo', id: '999999' }))
    await client
      .post(route('store.branch.store', { username: 'demo' }))
      .json({})
      .withCsrfToken()
    await sleep(150)
    await VisitRecorder.flush()
    assert.lengthOf(await Visit.query().where('website_id', demo.id), 0)
  })

  test('a failing visit record neither fails nor slows the page', async ({
    client,
    assert,
    route,
  }) => {
    // every page view, rendered or from the page cache, is counted through count()
    const count = VisitRecorder.count
    let attempted = 0
    VisitRecorder.count = () => {
      attempted++
      throw new Error('visits table unavailable')
    }
    try {
      const response = await client
        .get(route('store.home.show', { username: 'nakheel' }))
        .withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('store/home')
      for (let i = 0; i < 20 && attempted === 0; i++) await sleep(25)
      assert.equal(attempted, 1)
    } finally {
      VisitRecorder.count = count
    }
  })
})

/**
 * One storefront page costs a fixed number of SQL queries whatever the catalogue size: the same
 * count with 10 and with 200 products.
 */
test.group('Storefront query counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => VisitRecorder.flush())

  async function bulkStore() {
    const { nakheel } = await storefronts()
    const website = await WebsiteFactory.merge({
      userId: nakheel.userId,
      planId: nakheel.planId,
      username: 'bulk-store',
      nameAr: 'متجر الجملة',
      design: nakheel.design,
      defaultTheme: 'theme-1',
      supportContent: false,
      notFound: false,
    }).create()
    const categories = await StoreCategoryFactory.merge([
      { websiteId: website.id, name: 'القسم الأول', slug: 'first', sortOrder: 1 },
      { websiteId: website.id, name: 'القسم الثاني', slug: 'second', sortOrder: 2 },
    ]).createMany(2)
    await HomeSectionFactory.merge([
      { websiteId: website.id, site: 'order', kind: 'store_categories', sortOrder: 1 },
      { websiteId: website.id, site: 'order', kind: 'offers', sortOrder: 2 },
      {
        websiteId: website.id,
        site: 'order',
        kind: 'recent_products',
        storeCategoryId: categories[0].id,
        sortOrder: 3,
      },
      {
        websiteId: website.id,
        site: 'order',
        kind: 'recent_products',
        storeCategoryId: categories[1].id,
        sortOrder: 4,
      },
      { websiteId: website.id, site: 'order', kind: 'recent_products', sortOrder: 5 },
    ]).createMany(5)
    await BranchFactory.merge({
      websiteId: website.id,
      name: 'الفرع الرئيسي',
      workingHours: { sun: null, mon: null, tue: null, wed: null, thu: null, fri: null, sat: null },
    }).create()
    return {
      website,
      categories,
      add: (n: number, from: number) => addProducts(website, categories, n, from),
    }
  }

  async function addProducts(
    website: Website,
    categories: { id: number }[],
    n: number,
    from: number
  ) {
    const rows = Array.from({ length: n }, (_, index) => {
      const number = from + index
      return {
        websiteId: website.id,
        storeCategoryId: categories[number % 2].id,
        name: `منتج رقم ${number}`,
        slug: `product-${number}`,
        sku: `SKU-${number}`,
        price: 1000 + number,
        oldPrice: number % 3 === 0 ? 2000 + number : null,
        sortOrder: number,
      }
    })
    await ProductFactory.merge(rows).createMany(rows.length)
  }

  async function countFor(client: any, url: string) {
    let status = 0
    const queries = await recordQueries(async () => {
      const response = await client.get(url).withInertia()
      status = response.status()
      // the lazily shared navbar data is part of the page
      if (!props(response).storefront) throw new Error('storefront props missing')
    })
    if (status !== 200) throw new Error(`${url} answered ${status}`)
    return queries
  }

  test('the products page runs the same number of queries with 10 and 200 products', async ({
    client,
    assert,
  }) => {
    const store = await bulkStore()
    await store.add(10, 1)
    const small = await countFor(client, '/o/bulk-store/products')
    const smallSearch = await countFor(client, '/o/bulk-store/products?q=منتج')

    await store.add(190, 11)
    const [{ $extras: counted }] = await store.website
      .related('products')
      .query()
      .count('* as total')
    assert.equal(Number(counted.total), 200)
    const large = await countFor(client, '/o/bulk-store/products')
    const largeSearch = await countFor(client, '/o/bulk-store/products?q=منتج')

    console.log(
      `      /products: ${small.length} queries with 10 products, ${large.length} with 200`
    )
    assert.equal(large.length, small.length, large.join('\n'))
    assert.equal(largeSearch.length, smallSearch.length)
    assert.isAtMost(large.length, 10)
  })

  test('services, a service, a product by its address and a custom page do not grow with the catalogue', async ({
    client,
    assert,
  }) => {
    const store = await bulkStore()
    const { website } = store
    await store.add(10, 1)
    const addServices = async (n: number, from: number) => {
      const categories = await ServiceCategoryFactory.merge(
        Array.from({ length: Math.ceil(n / 5) }, (_, index) => ({
          websiteId: website.id,
          name: `فئة خدمات ${from + index}`,
          slug: `services-${from + index}`,
        }))
      ).createMany(Math.ceil(n / 5))
      const rows = Array.from({ length: n }, (_, index) => ({
        websiteId: website.id,
        serviceCategoryId: categories[index % categories.length].id,
        name: `خدمة رقم ${from + index}`,
        slug: `service-${from + index}`,
        sortOrder: from + index,
      }))
      await ServiceFactory.merge(rows).createMany(n)
    }
    const addPages = async (n: number, from: number) => {
      const rows = Array.from({ length: n }, (_, index) => ({
        websiteId: website.id,
        name: `صفحة رقم ${from + index}`,
        slug: `page-${from + index}`,
        inHeader: true,
        sortOrder: from + index,
      }))
      await PageFactory.merge(rows).createMany(n)
    }
    await addServices(5, 1)
    await addPages(1, 1)
    const service = await website
      .related('services')
      .query()
      .where('slug', 'service-2')
      .firstOrFail()
    const urls = [
      '/o/bulk-store/services',
      `/o/bulk-store/services/${service.id}`,
      '/o/bulk-store/product/product-2',
      '/o/bulk-store/p/page-1',
    ]
    const small: Record<string, number> = {}
    for (const url of urls) small[url] = (await countFor(client, url)).length

    // twelve times the services and their categories, ten times the pages, twenty times the products
    await addServices(55, 6)
    await addPages(9, 2)
    await store.add(190, 11)
    for (const url of urls) {
      const large = await countFor(client, url)
      console.log(`      ${url}: ${small[url]} queries small, ${large.length} large`)
      assert.equal(large.length, small[url], `${url}\n${large.join('\n')}`)
      assert.isAtMost(large.length, 10, url)
    }
  })

  test('home, categories, a category and a product page do not grow with the catalogue', async ({
    client,
    assert,
  }) => {
    const store = await bulkStore()
    await store.add(10, 1)
    const urls = [
      '/o/bulk-store',
      '/o/bulk-store/categories',
      '/o/bulk-store/categories/first',
      '/o/bulk-store/products/PRODUCT',
    ]
    const resolve = async (url: string) => {
      if (!url.endsWith('PRODUCT')) return url
      const product = await store.website
        .related('products')
        .query()
        .where('slug', 'product-2')
        .firstOrFail()
      return url.replace('PRODUCT', String(product.id))
    }
    const small: Record<string, number> = {}
    for (const url of urls) small[url] = (await countFor(client, await resolve(url))).length

    await store.add(190, 11)
    for (const url of urls) {
      const large = (await countFor(client, await resolve(url))).length
      console.log(`      ${url}: ${small[url]} queries with 10 products, ${large} with 200`)
      if (process.env.SHOW_QUERIES)
        console.log((await countFor(client, await resolve(url))).join('\n'))
      assert.equal(large, small[url], url)
    }
  })
})
