import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/product'
import Plan from '#models/plan'
import OrderItem from '#models/order_item'
import StoreCategory from '#models/store_category'
import { ProductFactory } from '#database/factories/product_factory'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import {
  clearUploads,
  demoMerchant,
  filesOf,
  nakheelOwner,
  png,
  websites,
} from './website_helpers.js'
import { fieldErrors, send } from './catalogue_helpers.js'
import { placeOrder } from '#tests/functional/store/order_helpers'

/** A full, valid product form. */
const GOOD = {
  name: 'حلاوة طحينية بالفستق',
  slug: '',
  sku: 'HLW-500',
  price: '24.50',
  old_price: '30',
  keywords: 'حلويات شامية',
  store_category_id: '',
  visible: true,
}

/** Multipart fields: the ones with a value (an empty field is simply not sent). */
const filled = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(
        ([key, value]) => key !== 'image' && value !== '' && value !== null && value !== undefined
      )
      .map(([key, value]) => [
        key,
        typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
      ])
  )

const productsOf = (websiteId: number) =>
  Product.query().where('website_id', websiteId).orderBy('id')

test.group('Dashboard: products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await websites()).demo.id))

  test("index lists demo's products with the filters, and searches like the storefront", async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const category = await StoreCategoryFactory.merge({
      websiteId: demo.id,
      name: 'حلويات',
    }).create()
    await ProductFactory.merge({
      websiteId: demo.id,
      name: 'حلاوة بالهيل',
      storeCategoryId: category.id,
    }).create()
    await ProductFactory.merge({ websiteId: demo.id, name: 'أظافر لاصقة' }).apply('hidden').create()
    const list = (qs: Record<string, string>) =>
      client
        .get(route('dashboard.products.index', { username: 'demo' }, { qs }))
        .withInertia()
        .loginAs(owner)

    const all = await list({})
    all.assertStatus(200)
    all.assertInertiaComponent('dashboard/products/index')
    const props = all.inertiaProps as any
    const total = await productsOf(demo.id).whereNull('archived_at')
    assert.equal(props.meta.total, total.length)
    assert.isTrue(props.canManage)
    assert.deepInclude(props.categories, { value: category.id, label: 'حلويات' })

    // Arabic-aware: ه finds ة, a bare alef finds أ
    const names = async (qs: Record<string, string>) =>
      ((await list(qs)).inertiaProps as any).products.map((p: any) => p.name)
    assert.deepEqual(await names({ q: 'حلاوه' }), ['حلاوة بالهيل'])
    assert.deepEqual(await names({ q: 'اظافر' }), ['أظافر لاصقة'])
    assert.deepEqual(await names({ category: String(category.id) }), ['حلاوة بالهيل'])
    const hidden = await names({ status: 'hidden' })
    assert.include(hidden, 'أظافر لاصقة')
    assert.notInclude(await names({ status: 'visible' }), 'أظافر لاصقة')
    const cheapFirst = ((await list({ sort: 'price_low' })).inertiaProps as any).products
    const prices = cheapFirst.map((p: any) => p.price)
    assert.deepEqual(
      prices,
      [...prices].sort((a: number, b: number) => a - b)
    )
  })

  test('a new product is stored in halalas with a slug from its Arabic name and shows at once on /o/demo', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const category = await StoreCategory.query().where('website_id', demo.id).firstOrFail()
    // the storefront's search is read once before the save: no stale page after it
    await client.get(route('store.products.index', { username: 'demo' }, { qs: { q: 'فستق' } }))

    const response = await send(
      client,
      'post',
      route('dashboard.products.store', { username: 'demo' }),
      owner,
      {
        ...GOOD,
        store_category_id: category.id,
      }
    )
    response.assertStatus(303)
    response.assertHeader('location', route('dashboard.products.index', { username: 'demo' }))
    response.assertFlashMessage('success', 'تمت إضافة المنتج')

    const product = await Product.query()
      .where('website_id', demo.id)
      .where('sku', 'HLW-500')
      .firstOrFail()
    assert.equal(product.slug, 'حلاوة-طحينية-بالفستق')
    assert.equal(product.price, 2450)
    assert.equal(product.oldPrice, 3000)
    assert.equal(product.storeCategoryId, category.id)
    assert.isTrue(product.isActive)

    const search = await client
      .get(route('store.products.index', { username: 'demo' }, { qs: { q: 'فستق' } }))
      .withInertia()
    assert.include(
      (search.inertiaProps as any).products.data.map((p: any) => p.name),
      'حلاوة طحينية بالفستق'
    )
    const page = await client.get(
      route('store.products.show_by_slug', { username: 'demo', slug: product.slug })
    )
    page.assertStatus(200)
  })

  test('each rule refuses with its Arabic message and stores nothing', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    const taken = await ProductFactory.merge({
      websiteId: demo.id,
      slug: 'تمر-سكري',
      sku: 'TMR-1',
    }).create()
    const theirs = await StoreCategoryFactory.merge({ websiteId: nakheel.id }).create()
    const before = (await productsOf(demo.id)).length
    const url = route('dashboard.products.store', { username: 'demo' })
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'الحقل ضروري.'],
      [{ price: '' }, 'price', 'الحقل ضروري.'],
      [{ price: '12.345' }, 'price', 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50'],
      [{ price: 'abc' }, 'price', 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50'],
      [{ price: '0' }, 'price', 'يجب أن يكون السعر أكبر من صفر.'],
      [{ old_price: '24.50' }, 'old_price', 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي.'],
      [{ old_price: '10' }, 'old_price', 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي.'],
      [{ sku: 'TMR-1' }, 'sku', 'رمز المنتج مستخدم لمنتج آخر في متجرك.'],
      [{ sku: 'رمز عربي' }, 'sku', 'رمز المنتج حروف إنجليزية وأرقام و - . _ / فقط، مثل TMR-001'],
      [{ slug: 'تمر سكري' }, 'slug', 'هذا الرابط مستخدم من قبل في موقعك، اختر رابطا آخر.'],
      [{ slug: '!!!' }, 'slug', 'اكتب الرابط بالحروف أو الأرقام، والمسافات تصبح شرطة (-).'],
      [{ store_category_id: theirs.id }, 'store_category_id', 'التصنيف المختار غير موجود.'],
    ]
    for (const [change, field, message] of cases) {
      const response = await send(
        client,
        'post',
        url,
        owner,
        { ...GOOD, ...change },
        route('dashboard.products.create', { username: 'demo' })
      )
      response.assertStatus(303)
      assert.equal(fieldErrors(response)[field], message, JSON.stringify(change))
    }
    assert.lengthOf(await productsOf(demo.id), before)
    await taken.refresh()
    assert.equal(taken.sku, 'TMR-1')
  })

  test('slugs: generated from the name, -2 when taken, typed ones cleaned, unique per website only', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    await ProductFactory.merge({ websiteId: nakheel.id, slug: 'قهوة-عربية' }).create()
    const url = route('dashboard.products.store', { username: 'demo' })
    const add = (change: Record<string, unknown>) =>
      send(client, 'post', url, owner, { ...GOOD, sku: '', ...change })
    ;(await add({ name: 'قهوة عربية' })).assertStatus(303)
    ;(await add({ name: 'قهوة  عربية!' })).assertStatus(303)
    ;(await add({ name: 'قهوة عربية' })).assertStatus(303)
    ;(await add({ name: 'بن', slug: 'بن  يمني فاخر' })).assertStatus(303)
    ;(await add({ name: 'Coffee Beans' })).assertStatus(303)
    const slugs = (
      await Product.query().where('website_id', demo.id).orderBy('id', 'desc').limit(5)
    ).map((p) => p.slug)
    assert.deepEqual(slugs.reverse(), [
      'قهوة-عربية',
      'قهوة-عربية-2',
      'قهوة-عربية-3',
      'بن-يمني-فاخر',
      'coffee-beans',
    ])
  })

  test('edit saves the changes, a new image replaces the old files, the slug stays its own', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const product = await ProductFactory.merge({
      websiteId: demo.id,
      slug: 'عسل-سدر',
      sku: 'HNY-1',
    }).create()
    const edit = await client
      .get(route('dashboard.products.edit', { username: 'demo', id: product.id }))
      .withInertia()
      .loginAs(owner)
    edit.assertInertiaComponent('dashboard/products/edit')
    const form = (edit.inertiaProps as any).product
    assert.equal(form.slug, 'عسل-سدر')

    const url = route('dashboard.products.update', { username: 'demo', id: product.id })
    const upload = (bytes: Buffer) =>
      client
        .put(url)
        .fields(
          filled({ ...form, name: 'عسل سدر جبلي', price: '120', old_price: '', visible: '1' })
        )
        .file('image', bytes, { filename: 'honey.png' })
        .withCsrfToken()
        .withInertia()
        .loginAs(owner)
        .redirects(0)
    const first = await upload(await png(800, 800))
    first.assertStatus(303)
    first.assertFlashMessage('success', 'تم حفظ المنتج')
    await product.refresh()
    assert.equal(product.name, 'عسل سدر جبلي')
    assert.equal(product.slug, 'عسل-سدر')
    assert.equal(product.price, 12000)
    assert.isNull(product.oldPrice)
    const firstImage = product.image!
    assert.deepEqual(await filesOf(demo.id, firstImage), [true, true, true])

    ;(await upload(await png(600, 600, '#aa3300'))).assertStatus(303)
    await product.refresh()
    assert.notEqual(product.image, firstImage)
    assert.deepEqual(await filesOf(demo.id, firstImage), [false, false, false])
    assert.deepEqual(await filesOf(demo.id, product.image), [true, true, true])

    // a bad image: Arabic message, nothing changed
    const bad = await client
      .put(url)
      .fields(filled({ ...form, name: 'اسم آخر' }))
      .file('image', Buffer.from('not an image at all'), { filename: 'x.png' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .header('referer', route('dashboard.products.edit', { username: 'demo', id: product.id }))
      .redirects(0)
    assert.include(fieldErrors(bad).image, 'اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.')
    await product.refresh()
    assert.equal(product.name, 'عسل سدر جبلي')

    // hide it: gone from the storefront at once
    const hide = await send(client, 'put', url, owner, {
      ...form,
      image: undefined,
      name: product.name,
      price: '120',
      old_price: '',
      visible: false,
    })
    hide.assertStatus(303)
    await product.refresh()
    assert.isFalse(product.isActive)
    ;(
      await client.get(route('store.products.show', { username: 'demo', id: product.id }))
    ).assertStatus(404)
  })

  test('bulk hide and show the ticked products; the storefront follows', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const [a, b] = await ProductFactory.merge({ websiteId: demo.id }).createMany(2)
    const url = route('dashboard.products.bulk', { username: 'demo' })
    const referer = route('dashboard.products.index', { username: 'demo' })
    const hide = await send(
      client,
      'patch',
      url,
      owner,
      { ids: [a.id, b.id], visible: false },
      referer
    )
    hide.assertStatus(303)
    hide.assertFlashMessage('success', 'تم إخفاء 2 من المنتجات من المتجر')
    await a.refresh()
    await b.refresh()
    assert.isFalse(a.isActive)
    assert.isFalse(b.isActive)
    ;(await client.get(route('store.products.show', { username: 'demo', id: a.id }))).assertStatus(
      404
    )

    ;(
      await send(client, 'patch', url, owner, { ids: [a.id], visible: true }, referer)
    ).assertStatus(303)
    await a.refresh()
    assert.isTrue(a.isActive)
    ;(await client.get(route('store.products.show', { username: 'demo', id: a.id }))).assertStatus(
      200
    )

    const none = await send(client, 'patch', url, owner, { ids: [], visible: true }, referer)
    assert.equal(fieldErrors(none).ids, 'اختر منتجا واحدا على الأقل.')
  })

  test('a product in no order is deleted with its image files', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const created = await client
      .post(route('dashboard.products.store', { username: 'demo' }))
      .fields(filled({ ...GOOD, sku: 'DEL-1' }))
      .file('image', await png(500, 500), { filename: 'p.png' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    created.assertStatus(303)
    const product = await Product.findByOrFail('sku', 'DEL-1')
    assert.deepEqual(await filesOf(demo.id, product.image), [true, true, true])

    const response = await send(
      client,
      'delete',
      route('dashboard.products.destroy', { username: 'demo', id: product.id }),
      owner
    )
    response.assertStatus(303)
    response.assertFlashMessage('success', 'تم حذف المنتج')
    assert.isNull(await Product.find(product.id))
    assert.deepEqual(await filesOf(demo.id, product.image), [false, false, false])
  })

  test('a product in an order is archived: gone from the store, its old order and bill unchanged', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const product = await ProductFactory.merge({
      websiteId: demo.id,
      name: 'زيت زيتون بكر',
      slug: 'زيت-زيتون',
      price: 4500,
    }).create()
    const reem = await makeCustomer(demo, 'archive.order@example.com')
    const order = await placeOrder(client, demo, reem, [[product.id, 2]])
    assert.lengthOf(order.items, 1)

    // a later edit never changes the order: its line keeps the name and price it was sold at
    const url = route('dashboard.products.update', { username: 'demo', id: product.id })
    ;(
      await send(client, 'put', url, owner, {
        ...GOOD,
        sku: '',
        name: 'زيت زيتون جديد',
        slug: 'زيت-زيتون',
        price: '99',
        old_price: '',
      })
    ).assertStatus(303)
    const line = await OrderItem.findOrFail(order.items[0].id)
    assert.equal(line.itemName, 'زيت زيتون بكر')
    assert.equal(line.unitPrice, 4500)
    assert.equal(line.totalPrice, 9000)

    const destroyed = await send(
      client,
      'delete',
      route('dashboard.products.destroy', { username: 'demo', id: product.id }),
      owner
    )
    destroyed.assertStatus(303)
    destroyed.assertFlashMessage('success', 'تم حذف المنتج، ويبقى في الطلبات السابقة وفواتيرها')
    await product.refresh()
    assert.isNotNull(product.archivedAt)
    assert.isFalse(product.isActive)
    assert.isNull(product.sku)

    // gone from the dashboard and from the storefront (list, search, product page, cart add)
    const list = await client
      .get(route('dashboard.products.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    assert.notInclude(
      (list.inertiaProps as any).products.map((p: any) => p.id),
      product.id
    )
    ;(
      await client
        .get(route('dashboard.products.edit', { username: 'demo', id: product.id }))
        .loginAs(owner)
    ).assertStatus(404)
    ;(
      await client.get(route('store.products.show', { username: 'demo', id: product.id }))
    ).assertStatus(404)
    ;(
      await client.get(
        route('store.products.show_by_slug', { username: 'demo', slug: 'زيت-زيتون' })
      )
    ).assertStatus(404)
    const search = await client
      .get(route('store.products.index', { username: 'demo' }, { qs: { q: 'زيتون' } }))
      .withInertia()
    assert.lengthOf((search.inertiaProps as any).products.data, 0)
    const add = await client
      .post(route('store.cart_items.store', { username: 'demo' }))
      .header('referer', route('store.home.show', { username: 'demo' }))
      .withInertia()
      .form({ product_id: product.id, quantity: 1 })
      .withCsrfToken()
      .redirects(0)
    assert.notEqual(add.status(), 500)
    assert.equal(fieldErrors(add).product_id, 'المنتج غير موجود')

    // the old order page and its bill still show the line as sold
    const page = await client
      .get(route('store.orders.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertStatus(200)
    assert.deepEqual(
      (page.inertiaProps as any).order.items.map((i: any) => [i.name, i.unitPrice, i.quantity]),
      [['زيت زيتون بكر', 4500, 2]]
    )
    const bill = await client
      .get(route('store.invoices.show', { username: 'demo', id: order.id }))
      .withGuard('customer')
      .loginAs(reem)
    bill.assertStatus(200)
    assert.include(bill.text(), 'زيت زيتون بكر')

    // the freed slug can be used by a new product
    ;(
      await send(client, 'post', route('dashboard.products.store', { username: 'demo' }), owner, {
        ...GOOD,
        sku: '',
        name: 'زيت',
        slug: 'زيت-زيتون',
      })
    ).assertStatus(303)
  })

  test('a plan without manage_items cannot add or edit products', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const content = await Plan.findByOrFail('code', 'content')
    demo.planId = content.id
    await demo.save()
    const before = (await productsOf(demo.id)).length
    const response = await send(
      client,
      'post',
      route('dashboard.products.store', { username: 'demo' }),
      owner,
      GOOD,
      route('dashboard.products.create', { username: 'demo' })
    )
    response.assertStatus(303)
    assert.include(String(response.flashMessages().error), 'إدارة المنتجات والخدمات')
    assert.lengthOf(await productsOf(demo.id), before)
    const index = await client
      .get(route('dashboard.products.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    assert.isFalse((index.inertiaProps as any).canManage)
  })

  test('every catalogue save announces website:changed for the caches of /o/demo', async ({
    client,
    route,
    assert,
    cleanup,
  }) => {
    const { demo, owner } = await demoMerchant()
    const events = emitter.fake(['website:changed'])
    cleanup(() => emitter.restore())
    // the service and the model hooks may both announce a save: what counts is that one came
    let seen = 0
    const announced = () => {
      const now = events.all().filter((event) => (event.data as any)?.websiteId === demo.id).length
      const grew = now > seen
      seen = now
      return grew
    }

    const category = await send(
      client,
      'post',
      route('dashboard.store_categories.store', { username: 'demo' }),
      owner,
      { name: 'قسم جديد' }
    )
    category.assertStatus(303)
    assert.isTrue(announced())
    ;(
      await send(
        client,
        'post',
        route('dashboard.products.store', { username: 'demo' }),
        owner,
        GOOD
      )
    ).assertStatus(303)
    assert.isTrue(announced())
    const product = await Product.findByOrFail('sku', 'HLW-500')
    ;(
      await send(
        client,
        'put',
        route('dashboard.products.update', { username: 'demo', id: product.id }),
        owner,
        { ...GOOD, price: '20' }
      )
    ).assertStatus(303)
    assert.isTrue(announced())
    ;(
      await send(client, 'patch', route('dashboard.products.bulk', { username: 'demo' }), owner, {
        ids: [product.id],
        visible: false,
      })
    ).assertStatus(303)
    assert.isTrue(announced())
    ;(
      await send(
        client,
        'delete',
        route('dashboard.products.destroy', { username: 'demo', id: product.id }),
        owner
      )
    ).assertStatus(303)
    assert.isTrue(announced())
    // a refused save changes nothing and announces nothing
    await send(client, 'post', route('dashboard.products.store', { username: 'demo' }), owner, {
      ...GOOD,
      price: '',
    })
    assert.isFalse(announced())
  })

  test("cross-tenant: nakheel's merchant with demo's product ids gets 404 on every route, nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await websites()
    const intruder = await nakheelOwner()
    const product = await ProductFactory.merge({
      websiteId: demo.id,
      name: 'منتج لمسة',
      price: 5000,
    }).create()
    const id = product.id
    const nakheel = (name: string) => route(name, { username: 'nakheel', id })
    ;(await client.get(nakheel('dashboard.products.edit')).loginAs(intruder)).assertStatus(404)
    ;(
      await send(client, 'put', nakheel('dashboard.products.update'), intruder, {
        ...GOOD,
        sku: '',
      })
    ).assertStatus(404)
    ;(await send(client, 'delete', nakheel('dashboard.products.destroy'), intruder)).assertStatus(
      404
    )
    ;(
      await send(
        client,
        'patch',
        route('dashboard.products.bulk', { username: 'nakheel' }),
        intruder,
        { ids: [id], visible: false }
      )
    ).assertStatus(404)
    // and demo's own address is not theirs either
    ;(
      await client.get(route('dashboard.products.edit', { username: 'demo', id })).loginAs(intruder)
    ).assertStatus(404)
    ;(
      await client.get(route('dashboard.products.index', { username: 'demo' })).loginAs(intruder)
    ).assertStatus(404)
    ;(
      await send(
        client,
        'delete',
        route('dashboard.products.destroy', { username: 'demo', id }),
        intruder
      )
    ).assertStatus(404)
    await product.refresh()
    assert.equal(product.name, 'منتج لمسة')
    assert.equal(product.price, 5000)
    assert.isTrue(product.isActive)
    assert.isNull(product.archivedAt)
  })
})
