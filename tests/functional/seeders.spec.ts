import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import Plan from '#models/plan'
import Website from '#models/website'
import AppCategory from '#models/app_category'
import PlatformPage from '#models/platform_page'
import HomeCounter from '#models/home_counter'
import IndexSeeder from '#database/seeders/main/index_seeder'
import db from '@adonisjs/lucid/services/db'

test.group('Seeders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the three plans of SPEC.md with their prices in halalas', async ({ assert }) => {
    const plans = await Plan.query().orderBy('sort_order')
    const byCode = Object.fromEntries(plans.map((plan) => [plan.code, plan]))

    assert.equal(byCode.free.priceMonthly, 0)
    assert.equal(byCode.free.priceYearly, 0)
    assert.equal(byCode.free.trialDays, 15)
    assert.isTrue(byCode.free.features.subdomain)
    assert.isTrue(byCode.free.isDefault)
    assert.equal(byCode.content.priceOnce, 30000)
    assert.equal(byCode.monthly.priceMonthly, 27500)
    assert.equal(byCode.monthly.priceYearly, 300000)
  })

  test('the demo beauty centre has everything a storefront and a content site show', async ({
    assert,
  }) => {
    const demo = await Website.query().where('username', 'demo').preload('plan').firstOrFail()
    assert.equal(demo.plan.code, 'monthly')
    assert.isTrue(demo.supportContent)
    assert.match(demo.vatNumber ?? '', /^3\d{13}3$/)
    assert.match(demo.crNumber ?? '', /^\d{10}$/)

    const count = async (relation: Parameters<typeof demo.related>[0]) =>
      (await demo.related(relation as 'products').query()).length
    assert.equal(await count('branches'), 2)
    assert.isAtLeast(await count('products'), 12)
    assert.isAtLeast(await count('services'), 6)
    assert.isAtLeast(await count('posts'), 8)
    assert.isAtLeast(await count('pages'), 3)
    assert.isAtLeast(await count('slides'), 6)

    const services = await demo.related('services').query().preload('options')
    assert.isTrue(services.every((service) => service.durationMinutes > 0))
    assert.isTrue(services.some((service) => service.options.length > 0))

    const branch = await demo.related('branches').query().firstOrFail()
    assert.isNull(branch.workingHours.sat)
    assert.isNull(branch.workingHours.sun)
  })

  test('nakheel is a products-only shop without content support', async ({ assert }) => {
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    assert.isFalse(nakheel.supportContent)
    assert.isAtLeast((await nakheel.related('products').query()).length, 10)
    assert.lengthOf(await nakheel.related('services').query(), 0)
    assert.lengthOf(await nakheel.related('posts').query(), 0)
  })

  test('demo accounts sign in with the README passwords', async ({ assert }) => {
    const demo = await Website.query().where('username', 'demo').preload('owner').firstOrFail()
    assert.equal(demo.owner.email, 'demo@safhati.sa')
    assert.isTrue(await hash.verify(demo.owner.password, 'safhati123'))

    const customer = await demo
      .related('customers')
      .query()
      .where('email', 'sara@example.com')
      .firstOrFail()
    assert.isTrue(await hash.verify(customer.password, 'safhati123'))
  })

  test('the platform content: apps catalogue, static pages, counters', async ({ assert }) => {
    const slugs = (await AppCategory.query().orderBy('sort_order')).map((c) => c.slug)
    assert.sameMembers(slugs, ['payment', 'deleviery', 'apps-support'])

    const pages = (await PlatformPage.all()).map((page) => page.slug)
    assert.includeMembers(pages, ['privacy-policy', 'usage-policy'])

    const counts = (await HomeCounter.query().orderBy('sort_order')).map((c) => c.count)
    assert.sameMembers(counts, [187, 50000, 12000000, 100])
  })

  test('seeding twice changes nothing', async ({ assert }) => {
    const before = await Promise.all([Plan.query(), Website.query()])
    await new IndexSeeder(db.connection()).run()
    const after = await Promise.all([Plan.query(), Website.query()])
    assert.equal(after[0].length, before[0].length)
    assert.equal(after[1].length, before[1].length)
  })
})
