import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { CustomerFactory } from '#database/factories/customer_factory'

/**
 * Every tenant row is reached through its website; a query for one website never returns another's rows.
 */
test.group('Tenant scoping', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const relations = [
    'products',
    'storeCategories',
    'branches',
    'customers',
    'slides',
    'homeSections',
  ] as const

  for (const relation of relations) {
    test(`website.related('${relation}') returns only that website's rows`, async ({ assert }) => {
      const demo = await Website.findByOrFail('username', 'demo')
      const nakheel = await Website.findByOrFail('username', 'nakheel')

      const demoRows = await demo.related(relation).query()
      const nakheelRows = await nakheel.related(relation).query()

      assert.isAbove(demoRows.length, 0)
      assert.isAbove(nakheelRows.length, 0)
      assert.isTrue(demoRows.every((row) => row.websiteId === demo.id))
      assert.isTrue(nakheelRows.every((row) => row.websiteId === nakheel.id))
    })
  }

  test("another website's product id is not found through this website", async ({ assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const nakheelProduct = await nakheel.related('products').query().firstOrFail()

    const found = await demo.related('products').query().where('id', nakheelProduct.id).first()
    assert.isNull(found)
  })

  test('the same slug may exist on two websites, never twice on one', async ({ assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const category = { name: 'عروض الموسم', slug: 'season-offers' }

    await StoreCategoryFactory.merge({ websiteId: demo.id, ...category }).create()
    await StoreCategoryFactory.merge({ websiteId: nakheel.id, ...category }).create()
    await assert.rejects(() =>
      StoreCategoryFactory.merge({ websiteId: demo.id, ...category }).create()
    )
  })

  test('a customer e-mail is unique per website, not across websites', async ({ assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const customer = { name: 'ريم السبيعي', email: 'reem@example.com', password: 'x'.repeat(20) }

    await CustomerFactory.merge({ websiteId: demo.id, ...customer }).create()
    await CustomerFactory.merge({ websiteId: nakheel.id, ...customer }).create()
    await assert.rejects(() => CustomerFactory.merge({ websiteId: demo.id, ...customer }).create())
  })

  test('the storefront of one website shows none of the other website products', async ({
    client,
    assert,
    route,
  }) => {
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const nakheelNames = (await nakheel.related('products').query()).map((p) => p.name)

    const response = await client.get(route('store.home.show', { username: 'demo' })).withInertia()
    const blocks = (response.inertiaProps as any).blocks as any[]
    const shown = blocks.flatMap((block) => block.products ?? []).map((p: any) => p.name)
    assert.isAbove(shown.length, 0)
    assert.notIncludeMembers(shown, nakheelNames)
  })
})
