// Issue 30 item 2: custom domains added in the dashboard, verified by DNS (a fake server), primary, re-checked daily.
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import domainsConfig from '#config/domains'
import WebsiteDomain from '#models/website_domain'
import type Website from '#models/website'
import User from '#models/user'
import { CustomDomains } from '#services/domains/custom_domains'
import { SiteHosts } from '#services/domains/site_hosts'
import { PageCache } from '#services/cache/page_cache'
import { FakeDns } from './fake_dns.js'
import { websiteOnPlan, withAppDomain } from './helpers.js'

const dns = new FakeDns()
const TARGET = 'sites.safhati.test'

const ownerOf = (website: Website) => User.findOrFail(website.userId)

const post = (client: ApiClient, url: string, owner: User, body: object = {}) =>
  client.post(url).json(body).withInertia().withCsrfToken().loginAs(owner).redirects(0)

/** A website on a plan with custom domains and subdomains, its owner, and a domain added through the page. */
async function siteWithDomain(client: ApiClient, username: string, domain: string) {
  const website = await websiteOnPlan(username, { subdomain: true, custom_domain: true })
  const owner = await ownerOf(website)
  const added = await post(client, `/dashboard/${username}/domains`, owner, { domain })
  added.assertStatus(303)
  const row = await WebsiteDomain.query().where('website_id', website.id).firstOrFail()
  return { website, owner, row }
}

/** The records the page tells the merchant to create, as the fake DNS server's zone. */
function publish(row: WebsiteDomain, { txt = true, cname = true } = {}) {
  if (txt) dns.set(`_safhati.${row.domain}`, 'TXT', [row.txtToken])
  if (cname) dns.set(row.domain, 'CNAME', [TARGET])
}

test.group('Custom domains', (group) => {
  const before = { ...domainsConfig }
  group.setup(async () => {
    domainsConfig.resolvers = [await dns.start()]
    domainsConfig.cnameTarget = TARGET
    domainsConfig.aTargets = []
    return async () => {
      Object.assign(domainsConfig, before)
      await dns.stop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    dns.clear()
    SiteHosts.forget()
    return PageCache.clear()
  })

  test('the page shows the TXT and CNAME records to create; the domain is stored normalized', async ({
    client,
    assert,
  }) => {
    const { owner, row } = await siteWithDomain(
      client,
      'ward-shop',
      'HTTPS://Shop.Ward-Example.com/'
    )
    assert.equal(row.domain, 'shop.ward-example.com')
    assert.equal(row.status, 'pending')
    assert.match(row.txtToken, /^safhati-verify=[0-9a-f]{32}$/)
    const page = await client.get('/dashboard/ward-shop/domains').withInertia().loginAs(owner)
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.isTrue(props.allowed)
    assert.deepEqual(props.domains[0].records, [
      { type: 'TXT', name: '_safhati.shop.ward-example.com', value: row.txtToken },
      { type: 'CNAME', name: 'shop.ward-example.com', value: TARGET },
    ])
  })

  test('refused in Arabic: not a domain, the platform own, another website, a plan without it', async ({
    client,
    assert,
  }) => {
    const { row } = await siteWithDomain(client, 'ward-shop', 'shop.ward-example.com')
    const other = await websiteOnPlan('other-shop', { custom_domain: true })
    const otherOwner = await ownerOf(other)
    const refusals: [string, string][] = [
      ['not a domain', 'اكتب النطاق كاملا بلا http أو مسار، مثل shop.example.com.'],
      ['localhost', 'اكتب النطاق كاملا بلا http أو مسار، مثل shop.example.com.'],
      ['safhati.test', 'لا يمكن استخدام نطاق المنصة أو أحد نطاقاتها الفرعية. أضف نطاقا تملكه.'],
      [
        'ward.safhati.test',
        'لا يمكن استخدام نطاق المنصة أو أحد نطاقاتها الفرعية. أضف نطاقا تملكه.',
      ],
      ['evil.localhost', 'لا يمكن استخدام نطاق المنصة أو أحد نطاقاتها الفرعية. أضف نطاقا تملكه.'],
      [row.domain, 'هذا النطاق مضاف إلى موقع آخر على المنصة.'],
    ]
    await withAppDomain('safhati.test', async () => {
      for (const [domain, message] of refusals) {
        const response = await post(client, '/dashboard/other-shop/domains', otherOwner, { domain })
        response.assertStatus(303)
        response.assertFlashMessage('errorsBag', { domain: message })
      }
    })
    assert.lengthOf(await WebsiteDomain.query().where('website_id', other.id), 0)

    const plain = await websiteOnPlan('plain-shop', { custom_domain: false })
    const plainOwner = await ownerOf(plain)
    const page = await client.get('/dashboard/plain-shop/domains').withInertia().loginAs(plainOwner)
    assert.isFalse((page.inertiaProps as any).allowed)
    const crafted = await post(client, '/dashboard/plain-shop/domains', plainOwner, {
      domain: 'plain-example.com',
    })
    crafted.assertFlashMessage(
      'error',
      'باقتك الحالية لا تشمل «نطاق خاص (دومين)». رقِّ باقتك لاستخدام هذه الميزة.'
    )
    assert.lengthOf(await WebsiteDomain.query().where('website_id', plain.id), 0)
  })

  test('verification needs the TXT token and the CNAME; then the domain serves the site', async ({
    client,
    assert,
  }) => {
    const { owner, row } = await siteWithDomain(client, 'ward-shop', 'shop.ward-example.com')
    const verify = () => post(client, `/dashboard/ward-shop/domains/${row.id}/verify`, owner)

    // nothing published yet
    ;(await verify()).assertFlashMessage(
      'error',
      'لم نجد سجل TXT بالقيمة المطلوبة على _safhati.shop.ward-example.com. أضف السجل ثم أعد التحقق بعد دقائق.'
    )
    // a TXT with another value is not the token
    dns.set(`_safhati.${row.domain}`, 'TXT', ['safhati-verify=someone-else'])
    ;(await verify()).assertFlashMessage(
      'error',
      'لم نجد سجل TXT بالقيمة المطلوبة على _safhati.shop.ward-example.com. أضف السجل ثم أعد التحقق بعد دقائق.'
    )
    publish(row, { cname: false })
    ;(await verify()).assertFlashMessage(
      'error',
      'وجدنا سجل TXT، لكن النطاق لا يشير بعد إلى المنصة. أضف سجل CNAME أو A المذكور.'
    )
    await row.refresh()
    assert.equal(row.status, 'pending')
    // not verified: the host is not the website's
    const unverified = await client.get('/').header('Host', row.domain).withInertia()
    assert.notEqual((unverified.inertiaProps as any)?.siteHost?.username, 'ward-shop')

    publish(row)
    const verified = await verify()
    verified.assertFlashMessage(
      'success',
      'تم التحقق من shop.ward-example.com، وصار موقعك يعمل عليه.'
    )
    await row.refresh()
    assert.equal(row.status, 'verified')
    assert.isNotNull(row.verifiedAt)
    assert.isAbove(dns.queries, 0)

    const home = await client.get('/').header('Host', row.domain).withInertia()
    home.assertStatus(200)
    assert.equal(home.body().component, 'store/home')
    assert.equal(home.body().url, '/')
    assert.equal((home.inertiaProps as any).siteHost.username, 'ward-shop')
  })

  test('the primary address: the subdomain and other domains answer 301 to it', async ({
    client,
    assert,
  }) => {
    const { website, owner, row } = await siteWithDomain(
      client,
      'ward-shop',
      'shop.ward-example.com'
    )
    publish(row)
    await CustomDomains.verify(website, row.id)
    const second = await post(client, '/dashboard/ward-shop/domains', owner, {
      domain: 'ward-example.com',
    })
    second.assertStatus(303)
    const other = await WebsiteDomain.findByOrFail('domain', 'ward-example.com')

    // an unverified domain cannot be the primary one
    ;(
      await post(client, `/dashboard/ward-shop/domains/${other.id}/primary`, owner)
    ).assertFlashMessage('error', 'لا يصبح النطاق عنوانا رئيسيا قبل التحقق منه.')
    publish(other)
    await CustomDomains.verify(website, other.id)
    const primary = await post(client, `/dashboard/ward-shop/domains/${row.id}/primary`, owner)
    primary.assertFlashMessage('success', 'صار shop.ward-example.com العنوان الرئيسي لموقعك.')

    await withAppDomain('safhati.test', async () => {
      const fromSubdomain = await client
        .get('/products?q=ورد')
        .header('Host', 'ward-shop.safhati.test')
        .redirects(0)
      fromSubdomain.assertStatus(301)
      assert.equal(
        fromSubdomain.header('location'),
        `http://shop.ward-example.com/products?q=${encodeURIComponent('ورد')}`
      )
      const fromOther = await client.get('/site').header('Host', 'ward-example.com').redirects(0)
      fromOther.assertStatus(301)
      assert.equal(fromOther.header('location'), 'http://shop.ward-example.com/site')
      const onPrimary = await client.get('/').header('Host', 'shop.ward-example.com')
      onPrimary.assertStatus(200)
    })
    // one primary at a time
    const primaries = await WebsiteDomain.query()
      .where('website_id', website.id)
      .where('is_primary', true)
    assert.lengthOf(primaries, 1)
  })

  test("another website's domain id is a 404 to verify, make primary or remove", async ({
    client,
    assert,
  }) => {
    const { row } = await siteWithDomain(client, 'ward-shop', 'shop.ward-example.com')
    const other = await websiteOnPlan('other-shop', { custom_domain: true })
    const otherOwner = await ownerOf(other)
    for (const action of ['verify', 'primary']) {
      const response = await post(
        client,
        `/dashboard/other-shop/domains/${row.id}/${action}`,
        otherOwner
      )
      response.assertStatus(404)
    }
    const removed = await client
      .delete(`/dashboard/other-shop/domains/${row.id}`)
      .withInertia()
      .withCsrfToken()
      .loginAs(otherOwner)
      .redirects(0)
    removed.assertStatus(404)
    assert.isNotNull(await WebsiteDomain.find(row.id))
  })

  test('the daily check suspends a domain 3 days after its TXT is gone, with an Arabic e-mail', async ({
    client,
    assert,
  }) => {
    const { website, row } = await siteWithDomain(client, 'ward-shop', 'shop.ward-example.com')
    publish(row)
    await CustomDomains.verify(website, row.id)
    await CustomDomains.makePrimary(website, row.id)
    const start = DateTime.now()

    // TXT still there: nothing changes
    assert.deepEqual(await CustomDomains.recheckAll(start), { checked: 1, suspended: 0 })
    dns.remove(`_safhati.${row.domain}`)
    await CustomDomains.recheckAll(start.plus({ days: 1 }))
    await row.refresh()
    assert.equal(row.status, 'verified')
    assert.equal(row.failingSince!.toISODate(), start.plus({ days: 1 }).toISODate())
    await CustomDomains.recheckAll(start.plus({ days: 3 }))
    await row.refresh()
    assert.equal(row.status, 'verified')

    const mailsBefore = await suspensionMails()
    assert.deepEqual(await CustomDomains.recheckAll(start.plus({ days: 4 })), {
      checked: 1,
      suspended: 1,
    })
    await row.refresh()
    assert.equal(row.status, 'suspended')
    assert.isFalse(row.isPrimary)
    const mails = await suspensionMails()
    assert.lengthOf(mails, mailsBefore.length + 1)
    const [recipient, facts, days] = mails[mails.length - 1].args
    assert.equal(recipient.email, (await ownerOf(website)).email)
    assert.equal(facts.name, 'shop.ward-example.com')
    assert.equal(facts.txtValue, row.txtToken)
    assert.match(facts.settingsUrl, /\/dashboard\/ward-shop\/domains$/)
    assert.equal(days, 3)

    // suspended: no longer the website's host
    SiteHosts.forget()
    const home = await client.get('/').header('Host', row.domain).withInertia()
    assert.notEqual((home.inertiaProps as any)?.siteHost?.username, 'ward-shop')

    // the TXT comes back: verified again at the next check
    publish(row)
    await CustomDomains.recheckAll(start.plus({ days: 5 }))
    await row.refresh()
    assert.equal(row.status, 'verified')
    assert.isNull(row.failingSince)
  })

  test('the daily check is a recurring durable job', async ({ assert }) => {
    const { recurringJobs } = await import('#services/jobs/schedule')
    assert.deepInclude(recurringJobs(), { name: 'domains.recheck', at: '04:00' })
  })
})

/** The 'domain_suspended' mails queued as jobs. */
async function suspensionMails(): Promise<{ args: any[] }[]> {
  const rows = await db.from('jobs').where('name', 'mail.send').select('payload')
  return rows
    .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
    .filter((payload) => payload.mail === 'domain_suspended')
}
