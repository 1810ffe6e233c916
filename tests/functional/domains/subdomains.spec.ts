import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { PageCache } from '#services/cache/page_cache'
import { SiteHosts } from '#services/domains/site_hosts'
import WebsiteDomain from '#models/website_domain'
import { websiteAddress } from '#http/urls/website_addresses'
import { websiteOnPlan, withAppDomain } from './helpers.js'

const port = () => env.get('PORT')

/** The Inertia page object of a visit (the client's JSON answer). */
function inertiaHeaders() {
  return { 'X-Inertia': 'true', 'X-Inertia-Version': PageCache.assetsVersion() }
}

/**
 * Subdomains (issue 30 item 1): {username}.APP_DOMAIN (and {username}.localhost in development) serves
 * the storefront at / and the content site at /site, with the host's own addresses everywhere.
 */
test.group('Subdomains: a website at {username}.APP_DOMAIN', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => SiteHosts.forget())
  group.each.setup(() => PageCache.clear())

  test('{username}.localhost serves the storefront at / with the host own links', async ({
    client,
    assert,
  }) => {
    await websiteOnPlan('ward-shop', { subdomain: true })
    const response = await client.get('/').header('Host', `ward-shop.localhost:${port()}`)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '&quot;component&quot;:&quot;store/home&quot;')
    assert.include(html, '&quot;url&quot;:&quot;/&quot;')
    assert.include(html, '<meta name="site-host"')
    // the storefront's links are the host's: /products, never /o/ward-shop/products
    assert.match(html, /href="\/products"/)
    assert.notInclude(html, 'href="/o/ward-shop')
  })

  test('an Inertia visit answers the host address as its url', async ({ client, assert }) => {
    await websiteOnPlan('ward-shop', { subdomain: true })
    const response = await client
      .get('/products')
      .header('Host', `ward-shop.localhost:${port()}`)
      .headers(inertiaHeaders())
    response.assertStatus(200)
    const page = response.body()
    assert.equal(page.component, 'store/products/index')
    assert.equal(page.url, '/products')
    assert.deepEqual(page.props.siteHost, {
      username: 'ward-shop',
      content: '/site',
      platform: env.get('APP_URL'),
    })
  })

  test('with APP_DOMAIN, {username}.APP_DOMAIN serves the store and /site the content site', async ({
    client,
    assert,
  }) => {
    await websiteOnPlan('ward-shop', { subdomain: true })
    await withAppDomain('safhati.test', async () => {
      const store = await client.get('/').header('Host', 'ward-shop.safhati.test')
      store.assertStatus(200)
      assert.include(store.text(), '&quot;component&quot;:&quot;store/home&quot;')

      const content = await client
        .get('/site/blogs')
        .header('Host', 'ward-shop.safhati.test')
        .headers(inertiaHeaders())
      content.assertStatus(200)
      assert.equal(content.body().component, 'content/posts/index')
      assert.equal(content.body().url, '/site/blogs')

      const sitemap = await client.get('/site/sitemap.xml').header('Host', 'ward-shop.safhati.test')
      sitemap.assertStatus(200)
      assert.include(sitemap.text(), '<loc>http://ward-shop.safhati.test/site/blogs</loc>')
      assert.notInclude(sitemap.text(), '/c/ward-shop')

      const rss = await client.get('/site/rss.xml').header('Host', 'ward-shop.safhati.test')
      rss.assertStatus(200)
      assert.include(rss.text(), '<link>http://ward-shop.safhati.test/site</link>')
    })
  })

  test('redirects point at the host: a signed-out visit of the orders goes to /login', async ({
    client,
  }) => {
    await websiteOnPlan('ward-shop', { subdomain: true })
    const response = await client
      .get('/orders')
      .header('Host', `ward-shop.localhost:${port()}`)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('the platform addresses /o/{username} and /c/{username} keep working', async ({
    client,
  }) => {
    await websiteOnPlan('ward-shop', { subdomain: true })
    ;(await client.get('/o/ward-shop')).assertStatus(200)
    ;(await client.get('/c/ward-shop/blogs')).assertStatus(200)
  })

  test('a website whose plan has no subdomain, or no website, is the 404 page there', async ({
    client,
  }) => {
    await websiteOnPlan('plain-shop', { subdomain: false })
    const noFeature = await client.get('/').header('Host', `plain-shop.localhost:${port()}`)
    noFeature.assertStatus(404)
    const unknown = await client.get('/').header('Host', `nobody-here.localhost:${port()}`)
    unknown.assertStatus(404)
    // its platform address still works
    ;(await client.get('/o/plain-shop')).assertStatus(200)
  })

  test('another website cannot be reached through a subdomain', async ({ client }) => {
    await websiteOnPlan('ward-shop', { subdomain: true })
    await websiteOnPlan('other-shop', { subdomain: true })
    const response = await client
      .get('/o/other-shop')
      .header('Host', `ward-shop.localhost:${port()}`)
    response.assertStatus(404)
  })

  test("mails link to the website's own address: primary domain, else subdomain, else the platform", async ({
    assert,
  }) => {
    const ward = await websiteOnPlan('ward-shop', { subdomain: true, custom_domain: true })
    const platform = env.get('APP_URL')
    assert.equal(
      await websiteAddress(ward, '/o/ward-shop/orders/3'),
      `${platform}/o/ward-shop/orders/3`
    )
    await withAppDomain('safhati.test', async () => {
      assert.equal(
        await websiteAddress(ward, '/o/ward-shop/orders/3'),
        'https://ward-shop.safhati.test/orders/3'
      )
      assert.equal(
        await websiteAddress(ward, '/c/ward-shop/blog/x'),
        'https://ward-shop.safhati.test/site/blog/x'
      )
      await WebsiteDomain.create({
        websiteId: ward.id,
        domain: 'shop.ward-example.com',
        txtToken: 'safhati-verify=x',
        status: 'verified',
        isPrimary: true,
      })
      assert.equal(
        await websiteAddress(ward, '/o/ward-shop/orders/3'),
        'https://shop.ward-example.com/orders/3'
      )
      const plain = await websiteOnPlan('plain-shop', { subdomain: false })
      assert.equal(
        await websiteAddress(plain, '/o/plain-shop/orders/3'),
        `${platform}/o/plain-shop/orders/3`
      )
    })
  })
})
