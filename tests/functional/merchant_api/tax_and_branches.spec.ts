// Issue 31 items 3-5 in the API: a receipt carries no VAT in the merchant API; the public branches nearest first.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import User from '#models/user'
import Branch from '#models/branch'
import type Website from '#models/website'
import { WebsiteFactory } from '#database/factories/website_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { ApiKeys } from '#services/api_keys/api_keys'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { placeOrder } from '#tests/functional/store/order_helpers'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { call } from '#tests/functional/merchant_api/helpers'

/** A shop on a seeded plan, with or without a VAT number, one branch, one product and an order. */
async function shopWithOrder(client: any, planCode: string, vatRegistered: boolean) {
  const plan = await Plan.findByOrFail('code', planCode)
  const factory = WebsiteFactory.merge({ planId: plan.id })
  const website = vatRegistered
    ? await factory.apply('vatRegistered').create()
    : await factory.create()
  await BranchFactory.merge({ websiteId: website.id }).create()
  const product = await ProductFactory.merge({ websiteId: website.id, price: 11500 }).create()
  const customer = await makeCustomer(website, `${planCode}.${vatRegistered}@example.com`)
  const order = await placeOrder(client, website, customer, [[product.id, 2]])
  const owner = await User.findOrFail(website.userId)
  const { value } = await ApiKeys.create(website, owner, {
    name: 'مفتاح الفواتير',
    scopes: ['orders:read', 'settings:read'],
  })
  return { website, order, key: value }
}

/** Places the website's first branches at the given points (the rest keep no location). */
async function locate(website: Website, points: [string, number, number][]) {
  for (const [name, latitude, longitude] of points) {
    await BranchFactory.merge({ websiteId: website.id, name, latitude, longitude }).create()
  }
}

test.group('Merchant API: tax switch and the nearest branch', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a receipt: no VAT lines, no VAT number, no QR, and the reason; a tax invoice keeps them', async ({
    client,
    assert,
  }) => {
    const receipt = await shopWithOrder(client, 'free', true)
    const bill = await call(client, 'get', `/orders/${receipt.order.id}/invoice`, receipt.key)
    bill.assertStatus(200)
    const data = bill.body().data
    assert.deepInclude(data, { kind: 'receipt', taxed: false, qr: null, total: '230.00' })
    assert.notProperty(data, 'vat')
    assert.notProperty(data, 'subtotal')
    assert.isNull(data.seller.vat_number)
    assert.deepInclude(data.invoicing, { kind: 'receipt', reason: 'plan', upgrade: true })
    assert.notInclude(JSON.stringify(data), receipt.website.vatNumber!)
    const settings = await call(client, 'get', '/settings', receipt.key)
    assert.deepInclude(settings.body().data.invoicing, { kind: 'receipt', reason: 'plan' })

    const taxed = await shopWithOrder(client, 'monthly', true)
    const invoice = (
      await call(client, 'get', `/orders/${taxed.order.id}/invoice`, taxed.key)
    ).body().data
    assert.deepInclude(invoice, { kind: 'tax', taxed: true, vat: '30.00', subtotal: '200.00' })
    assert.equal(invoice.seller.vat_number, taxed.website.vatNumber)
    assert.isString(invoice.qr.payload)
    assert.equal(invoice.invoicing.reason, 'tax_enabled')
  })

  test('GET /branches?near=: nearest first with distance_km under the plan; validated in Arabic', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    await Branch.query().where('website_id', demo.id).update({ latitude: null, longitude: null })
    // Riyadh, Jeddah, Dammam; the visitor stands in Jeddah
    await locate(demo, [
      ['فرع الرياض', 24.7136, 46.6753],
      ['فرع جدة', 21.5433, 39.1728],
      ['فرع الدمام', 26.4207, 50.0888],
    ])
    const near = await client.get('/api/v1/branches?username=demo&near=21.5,39.2')
    near.assertStatus(200)
    const rows = near.body().branches
    assert.deepEqual(
      rows.slice(0, 3).map((b: { name: string }) => b.name),
      ['فرع جدة', 'فرع الرياض', 'فرع الدمام']
    )
    assert.closeTo(rows[0].distance_km, 5.5, 1)
    // Jeddah-Riyadh is about 845 km along the great circle
    assert.closeTo(rows[1].distance_km, 845, 15)
    assert.deepInclude(rows[1], { latitude: 24.7136, longitude: 46.6753 })
    // branches without a location come last, with no distance
    assert.isTrue(rows.slice(3).every((b: { distance_km: null }) => b.distance_km === null))

    const plain = await client.get('/api/v1/branches?username=demo')
    assert.notProperty(plain.body().branches[0], 'distance_km')

    for (const bad of ['91,10', '24.7', 'x,y', '24.7,181']) {
      const refused = await client.get(
        `/api/v1/branches?username=demo&near=${encodeURIComponent(bad)}`
      )
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors.near, [
        'اكتب الموقع هكذا: خط العرض ثم خط الطول بينهما فاصلة، مثل 24.7136,46.6753',
      ])
    }

    // nakheel's plan has no locate_nearest_branch: no location, no distance, the merchant's order
    await locate(nakheel, [['فرع بعيد', 26.4207, 50.0888]])
    const without = await client.get('/api/v1/branches?username=nakheel&near=26.42,50.08')
    without.assertStatus(200)
    for (const row of without.body().branches) {
      assert.isNull(row.latitude)
      assert.notProperty(row, 'distance_km')
    }
  })

  test('the merchant branches resource sets a location with an address line only under the plan', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    for (const [website, allowed] of [
      [demo, true],
      [nakheel, false],
    ] as const) {
      const owner = await User.findOrFail(website.userId)
      const { value } = await ApiKeys.create(website, owner, {
        name: 'مفتاح الفروع',
        scopes: ['settings:read', 'settings:write'],
      })
      const row = (await call(client, 'get', '/branches', value)).body().data[0]
      const sent = {
        ...row,
        id: undefined,
        map_link: undefined,
        address: 'طريق الملك فهد، حي العليا',
        latitude: 24.7136,
        longitude: 46.6753,
      }
      const saved = await call(client, 'put', `/branches/${row.id}`, value, sent)
      const stored = await Branch.findOrFail(row.id)
      if (allowed) {
        saved.assertStatus(200)
        assert.deepInclude(saved.body().data, {
          address: 'طريق الملك فهد، حي العليا',
          latitude: 24.7136,
          longitude: 46.6753,
        })
        assert.equal(stored.latitude, 24.7136)
      } else {
        saved.assertStatus(403)
        assert.equal(saved.body().code, 'plan_feature_missing')
        assert.include(saved.body().detail, 'تحديد أقرب فرع للعميل')
        assert.isNull(stored.latitude)
      }
    }
  })
  test('GET /branches lists only the branches the plan shows, as the storefront does', async ({
    client,
    assert,
  }) => {
    const plan = await Plan.findByOrFail('code', 'free')
    const website = await WebsiteFactory.merge({ planId: plan.id }).create()
    const first = await BranchFactory.merge({ websiteId: website.id, name: 'الأول' }).create()
    await BranchFactory.merge({ websiteId: website.id, name: 'الثاني' }).create()
    const answer = await client.get(`/api/v1/branches?username=${website.username}`)
    answer.assertStatus(200)
    assert.deepEqual(
      answer.body().branches.map((branch: { id: number }) => branch.id),
      [first.id]
    )
  })
})
