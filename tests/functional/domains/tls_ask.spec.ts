// Issue 30 item 3: the `ask` endpoint of Caddy's on-demand TLS answers 200 only for a website's host.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import WebsiteDomain from '#models/website_domain'
import { SiteHosts } from '#services/domains/site_hosts'
import { websiteOnPlan, withAppDomain } from './helpers.js'

const ASK = '/internal/tls/ask'

async function domainOf(
  websiteId: number,
  domain: string,
  status: 'pending' | 'verified' | 'suspended'
) {
  return WebsiteDomain.create({
    websiteId,
    domain,
    txtToken: `safhati-verify=${domain}`,
    status,
    isPrimary: false,
  })
}

test.group('TLS ask (Caddy on-demand TLS)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    SiteHosts.forget()
    return limiter.clear()
  })

  test('200 only for verified custom domains and existing subdomains; 4xx otherwise', async ({
    client,
    assert,
  }) => {
    const ward = await websiteOnPlan('ward-shop', { subdomain: true, custom_domain: true })
    const plain = await websiteOnPlan('plain-shop', { subdomain: false, custom_domain: false })
    await domainOf(ward.id, 'shop.ward-example.com', 'verified')
    await domainOf(ward.id, 'pending.ward-example.com', 'pending')
    await domainOf(ward.id, 'old.ward-example.com', 'suspended')
    // verified, but the plan has no custom domains
    await domainOf(plain.id, 'plain-example.com', 'verified')

    const cases: [string, number][] = [
      ['shop.ward-example.com', 200],
      ['SHOP.Ward-Example.com.', 200],
      ['ward-shop.safhati.test', 200],
      ['pending.ward-example.com', 404],
      ['old.ward-example.com', 404],
      ['plain-example.com', 404],
      ['plain-shop.safhati.test', 404],
      ['nobody-here.safhati.test', 404],
      ['safhati.test', 404],
      ['www.safhati.test', 404],
      ['unknown-example.com', 404],
      ['not a domain', 400],
      ['', 400],
    ]
    await withAppDomain('safhati.test', async () => {
      for (const [domain, status] of cases) {
        const response = await client.get(ASK).qs({ domain })
        assert.equal(response.status(), status, domain)
        assert.equal(response.header('cache-control'), 'no-store')
        assert.isUndefined(response.header('set-cookie'), 'the answer sets no cookie')
      }
    })
  })

  test('fast and rate-limited: 300 a minute from one address, then 429', async ({
    client,
    assert,
  }) => {
    const ward = await websiteOnPlan('ward-shop', { custom_domain: true })
    await domainOf(ward.id, 'shop.ward-example.com', 'verified')
    const started = performance.now()
    for (let i = 0; i < 300; i++) {
      const response = await client.get(ASK).qs({ domain: `n${i}.example.com` })
      assert.equal(response.status(), 404)
    }
    const each = (performance.now() - started) / 300
    console.log(
      `    TLS ask: ${each.toFixed(1)} ms a request over 300 (made-up names, each looked up)`
    )
    const limited = await client.get(ASK).qs({ domain: 'shop.ward-example.com' })
    limited.assertStatus(429)
  }).timeout(180_000)
})
