// Dashboard catalogue writes (categories, products incl. bulk and archive, services with options) with no global transaction
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import Service from '#models/service'
import ServiceCategory from '#models/service_category'
import ServiceOption from '#models/service_option'
import StoreCategory from '#models/store_category'
import { WebhookEndpoints } from '#services/webhooks/webhook_endpoints'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { placeOrder } from '#tests/functional/store/order_helpers'
import {
  assertSaved,
  clearUploads,
  dashboardForm,
  dashboardUpload,
  demoMerchant,
  png,
} from '#tests/strict/helpers'

const PRODUCT = {
  name: 'حلاوة طحينية بالفستق',
  sku: 'HLW-500',
  price: '24.50',
  old_price: '30',
  keywords: 'حلويات شامية',
  visible: true,
}

const SERVICE = {
  name: 'قص وتصفيف',
  price: '120',
  duration: 45,
  options: [{ name: 'نورة' }, { name: 'سارة' }],
  visible: true,
}

test.group('Strict: dashboard categories', (group) => {
  group.each.teardown(async () => clearUploads((await demoMerchant()).demo.id))

  for (const [kind, Model, resource] of [
    ['store', StoreCategory, 'store_categories'],
    ['service', ServiceCategory, 'service_categories'],
  ] as const) {
    test(`a ${kind} category is created with a picture, renamed and deleted`, async ({
      client,
      route,
      assert,
    }) => {
      const { demo, owner } = await demoMerchant()
      const index = route(`dashboard.${resource}.index`, { username: 'demo' })
      const created = await dashboardUpload(
        client,
        'post',
        route(`dashboard.${resource}.store`, { username: 'demo' }),
        owner,
        index,
        { name: 'عطور شرقية' },
        await png(400, 400)
      )
      assertSaved(assert, created, index)
      const category = await Model.query()
        .where('website_id', demo.id)
        .where('name', 'عطور شرقية')
        .firstOrFail()
      assert.equal(category.slug, 'عطور-شرقية')

      const update = route(`dashboard.${resource}.update`, { username: 'demo', id: category.id })
      const renamed = await dashboardForm(client, 'put', update, owner, index, { name: 'عطور' })
      assertSaved(assert, renamed, index)
      await category.refresh()
      assert.equal(category.name, 'عطور')

      const destroy = route(`dashboard.${resource}.destroy`, { username: 'demo', id: category.id })
      assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
      assert.isNull(await Model.find(category.id))
    })
  }
})

test.group('Strict: dashboard products', () => {
  test('a product is created, edited, hidden in bulk and deleted', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    // an endpoint that wants product.updated: the edit and the bulk hide write their deliveries in
    // their own transactions (a preload outside one hung the bulk hide on SQLite's one connection)
    await WebhookEndpoints.create(demo, {
      url: 'http://127.0.0.1:9/hook',
      events: ['product.updated'],
    })
    const index = route('dashboard.products.index', { username: 'demo' })
    const store = route('dashboard.products.store', { username: 'demo' })
    assertSaved(assert, await dashboardForm(client, 'post', store, owner, store, PRODUCT), index)
    const product = await Product.query()
      .where('website_id', demo.id)
      .where('sku', 'HLW-500')
      .firstOrFail()
    assert.equal(product.price, 2450)

    const update = route('dashboard.products.update', { username: 'demo', id: product.id })
    const edited = await dashboardForm(client, 'put', update, owner, update, {
      ...PRODUCT,
      price: '26',
    })
    assertSaved(assert, edited, index)
    await product.refresh()
    assert.equal(product.price, 2600)

    const bulk = route('dashboard.products.bulk', { username: 'demo' })
    const other = await Product.query()
      .where('website_id', demo.id)
      .whereNot('id', product.id)
      .whereNull('archived_at')
      .firstOrFail()
    const hidden = await dashboardForm(client, 'patch', bulk, owner, index, {
      ids: [product.id, other.id],
      visible: false,
    })
    assertSaved(assert, hidden, index)
    await other.refresh()
    assert.isFalse(other.isActive)
    const told = await db
      .from('webhook_deliveries')
      .where('website_id', demo.id)
      .where('event', 'product.updated')
      .count('* as n')
    // the edit, then each of the two products hidden
    assert.equal(Number(told[0].n), 3)

    const destroy = route('dashboard.products.destroy', { username: 'demo', id: product.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Product.find(product.id))
  })

  test('a product in an order is archived instead of deleted', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const product = await Product.query()
      .where('website_id', demo.id)
      .where('is_active', true)
      .firstOrFail()
    const customer = await makeCustomer(demo, 'archive.strict@example.com')
    const order = await placeOrder(client, demo, customer, [[product.id, 1]])
    assert.lengthOf(order.items, 1)

    const index = route('dashboard.products.index', { username: 'demo' })
    const destroy = route('dashboard.products.destroy', { username: 'demo', id: product.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    await product.refresh()
    assert.isNotNull(product.archivedAt)
    assert.isFalse(product.isActive)
  })
})

test.group('Strict: dashboard services', () => {
  test('a service with options is created, its options changed, then deleted', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const index = route('dashboard.services.index', { username: 'demo' })
    const store = route('dashboard.services.store', { username: 'demo' })
    assertSaved(assert, await dashboardForm(client, 'post', store, owner, store, SERVICE), index)
    const service = await Service.query()
      .where('website_id', demo.id)
      .where('name', 'قص وتصفيف')
      .firstOrFail()
    const options = () =>
      ServiceOption.query().where('service_id', service.id).orderBy('sort_order')
    const [first] = await options()
    assert.deepEqual(
      (await options()).map((option) => option.name),
      ['نورة', 'سارة']
    )

    // one renamed, one removed, one added
    const update = route('dashboard.services.update', { username: 'demo', id: service.id })
    const edited = await dashboardForm(client, 'put', update, owner, update, {
      ...SERVICE,
      options: [{ id: first.id, name: 'نورة أحمد' }, { name: 'جود' }],
    })
    assertSaved(assert, edited, index)
    assert.deepEqual(
      (await options()).map((option) => option.name),
      ['نورة أحمد', 'جود']
    )

    const destroy = route('dashboard.services.destroy', { username: 'demo', id: service.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Service.find(service.id))
    assert.lengthOf(await options(), 0)
  })
})
