import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/product'
import StoreCategory from '#models/store_category'
import Website from '#models/website'
import { ProductFactory } from '#database/factories/product_factory'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { clearUploads, demoOwner, filesOf, nakheelOwner, png } from './website_helpers.js'
import { fieldErrors, send } from './catalogue_helpers.js'

const demoWebsite = () => Website.findByOrFail('username', 'demo')
const categoriesOf = (websiteId: number) =>
  StoreCategory.query().where('website_id', websiteId).orderBy('id')

test.group('Dashboard: store categories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await demoWebsite()).id))

  test('index lists the categories with their product counts', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const category = await StoreCategoryFactory.merge({
      websiteId: demo.id,
      name: 'بخور',
      sortOrder: 99,
    }).create()
    await ProductFactory.merge({ websiteId: demo.id, storeCategoryId: category.id }).createMany(2)
    const response = await client
      .get(route('dashboard.store_categories.index', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/store_categories/index')
    const row = (response.inertiaProps as any).categories.find((c: any) => c.id === category.id)
    assert.deepInclude(row, { name: 'بخور', count: 2 })
  })

  test('create with an image and a slug from the Arabic name; shows on /o/demo/categories', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const owner = await demoOwner()
    const response = await client
      .post(route('dashboard.store_categories.store', { username: 'demo' }))
      .fields({ name: 'عطور شرقية' })
      .file('image', await png(400, 400), { filename: 'c.png' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('success', 'تمت إضافة التصنيف')
    const category = await StoreCategory.query()
      .where('website_id', demo.id)
      .where('name', 'عطور شرقية')
      .firstOrFail()
    assert.equal(category.slug, 'عطور-شرقية')
    assert.deepEqual(await filesOf(demo.id, category.image), [true, true, true])
    const page = await client.get(
      route('store.categories.show', { username: 'demo', slug: category.slug })
    )
    page.assertStatus(200)

    // the same name again: -2
    ;(
      await send(
        client,
        'post',
        route('dashboard.store_categories.store', { username: 'demo' }),
        owner,
        { name: 'عطور شرقية' }
      )
    ).assertStatus(303)
    assert.deepEqual(
      (await categoriesOf(demo.id).where('name', 'عطور شرقية')).map((c) => c.slug),
      ['عطور-شرقية', 'عطور-شرقية-2']
    )
  })

  test('bad input: Arabic messages, nothing stored', async ({ client, route, assert }) => {
    const demo = await demoWebsite()
    const owner = await demoOwner()
    await StoreCategoryFactory.merge({ websiteId: demo.id, slug: 'هدايا' }).create()
    const before = (await categoriesOf(demo.id)).length
    const url = route('dashboard.store_categories.store', { username: 'demo' })
    const referer = route('dashboard.store_categories.create', { username: 'demo' })
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'الحقل ضروري.'],
      [{ name: 'ا' }, 'name', 'يجب ألا يقل طول الحقل عن 2 أحرف'],
      [
        { name: 'هدايا', slug: 'هدايا' },
        'slug',
        'هذا الرابط مستخدم من قبل في موقعك، اختر رابطا آخر.',
      ],
    ]
    for (const [payload, field, message] of cases) {
      const response = await send(client, 'post', url, owner, payload, referer)
      response.assertStatus(303)
      assert.equal(fieldErrors(response)[field], message)
    }
    assert.lengthOf(await categoriesOf(demo.id), before)
  })

  test('edit renames; delete keeps its products without a category and removes the image', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const owner = await demoOwner()
    const category = await StoreCategoryFactory.merge({
      websiteId: demo.id,
      name: 'تمور',
      slug: 'تمور',
    }).create()
    const product = await ProductFactory.merge({
      websiteId: demo.id,
      storeCategoryId: category.id,
    }).create()
    const edit = await client
      .get(route('dashboard.store_categories.edit', { username: 'demo', id: category.id }))
      .withInertia()
      .loginAs(owner)
    assert.deepInclude((edit.inertiaProps as any).category, { name: 'تمور', slug: 'تمور' })
    const update = await send(
      client,
      'put',
      route('dashboard.store_categories.update', { username: 'demo', id: category.id }),
      owner,
      { name: 'تمور المدينة', slug: 'تمور' }
    )
    update.assertStatus(303)
    await category.refresh()
    assert.equal(category.name, 'تمور المدينة')
    assert.equal(category.slug, 'تمور')

    // a picture, then another: the first one's files go
    const upload = async (color: string) =>
      client
        .put(route('dashboard.store_categories.update', { username: 'demo', id: category.id }))
        .fields({ name: 'تمور المدينة', slug: 'تمور' })
        .file('image', await png(300, 300, color), { filename: 'c.png' })
        .withCsrfToken()
        .withInertia()
        .loginAs(owner)
        .redirects(0)
    ;(await upload('#112233')).assertStatus(303)
    await category.refresh()
    const first = category.image
    ;(await upload('#445566')).assertStatus(303)
    await category.refresh()
    assert.notEqual(category.image, first)
    assert.deepEqual(await filesOf(demo.id, first), [false, false, false])
    assert.deepEqual(await filesOf(demo.id, category.image), [true, true, true])

    const destroyed = await send(
      client,
      'delete',
      route('dashboard.store_categories.destroy', { username: 'demo', id: category.id }),
      owner
    )
    destroyed.assertStatus(303)
    assert.isNull(await StoreCategory.find(category.id))
    assert.deepEqual(await filesOf(demo.id, category.image), [false, false, false])
    await product.refresh()
    assert.isNull(product.storeCategoryId)
    assert.isNotNull(await Product.find(product.id))
  })

  test("cross-tenant: nakheel's merchant with demo's category ids gets 404, nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const demo = await demoWebsite()
    const intruder = await nakheelOwner()
    const category = await StoreCategoryFactory.merge({
      websiteId: demo.id,
      name: 'تصنيف لمسة',
    }).create()
    const id = category.id
    const at = (name: string, username: string) => route(name, { username, id })
    for (const username of ['nakheel', 'demo']) {
      ;(
        await client.get(at('dashboard.store_categories.edit', username)).loginAs(intruder)
      ).assertStatus(404)
      ;(
        await send(client, 'put', at('dashboard.store_categories.update', username), intruder, {
          name: 'مسروق',
        })
      ).assertStatus(404)
      ;(
        await send(client, 'delete', at('dashboard.store_categories.destroy', username), intruder)
      ).assertStatus(404)
    }
    await category.refresh()
    assert.equal(category.name, 'تصنيف لمسة')
  })
})
