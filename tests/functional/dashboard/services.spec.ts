import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import BookingItem from '#models/booking_item'
import Service from '#models/service'
import ServiceCategory from '#models/service_category'
import ServiceOption from '#models/service_option'
import { ServiceFactory } from '#database/factories/service_factory'
import { ServiceCategoryFactory } from '#database/factories/service_category_factory'
import { ServiceOptionFactory } from '#database/factories/service_option_factory'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { book } from '#tests/functional/store/booking_helpers'
import {
  clearUploads,
  demoMerchant,
  demoOwner,
  filesOf,
  nakheelOwner,
  png,
  websites,
} from './website_helpers.js'
import { fieldErrors, send } from './catalogue_helpers.js'

const GOOD = {
  name: 'قص وتصفيف',
  slug: '',
  price: '120',
  old_price: '150.00',
  duration: 45,
  service_category_id: '',
  options: [{ name: 'نورة' }, { name: 'سارة' }],
  visible: true,
}

const servicesOf = (websiteId: number) => Service.query().where('website_id', websiteId)
const optionNames = async (serviceId: number) =>
  (await ServiceOption.query().where('service_id', serviceId).orderBy('sort_order')).map(
    (o) => o.name
  )

test.group('Dashboard: services', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => clearUploads((await websites()).demo.id))

  test('index lists, searches and filters the services', async ({ client, route, assert }) => {
    const { demo, owner } = await demoMerchant()
    await ServiceFactory.merge({ websiteId: demo.id, name: 'تنظيف بشرة عميق' }).create()
    await ServiceFactory.merge({
      websiteId: demo.id,
      name: 'مساج استرخاء',
      isActive: false,
    }).create()
    const list = async (qs: Record<string, string>) =>
      (
        await client
          .get(route('dashboard.services.index', { username: 'demo' }, { qs }))
          .withInertia()
          .loginAs(owner)
      ).inertiaProps as any
    const all = await list({})
    assert.isAbove(all.meta.total, 1)
    // demo's monthly plan with its branches: managing and booking both open, no note
    assert.isTrue(all.canManage)
    assert.isNull(all.bookings)
    // nakheel's free plan manages items but takes no bookings: the page says so, one tap from the plans
    const free = await client
      .get(route('dashboard.services.index', { username: 'nakheel' }))
      .withInertia()
      .loginAs(await nakheelOwner())
    assert.isTrue((free.inertiaProps as any).canManage)
    assert.equal((free.inertiaProps as any).bookings.reason, 'plan')
    assert.equal((free.inertiaProps as any).bookings.action.href, '/plans')
    // Arabic-aware, like the storefront: ه finds ة; every word must match
    const found = (await list({ q: 'بشره عميق' })).services.map((s: any) => s.name)
    assert.include(found, 'تنظيف بشرة عميق')
    assert.notInclude(found, 'مساج استرخاء')
    assert.include(
      (await list({ status: 'hidden' })).services.map((s: any) => s.name),
      'مساج استرخاء'
    )
    assert.notInclude(
      (await list({ status: 'visible' })).services.map((s: any) => s.name),
      'مساج استرخاء'
    )
  })

  test('a new service with options shows at once in the booking wizard', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const category = await ServiceCategory.query().where('website_id', demo.id).firstOrFail()
    const response = await send(
      client,
      'post',
      route('dashboard.services.store', { username: 'demo' }),
      owner,
      {
        ...GOOD,
        service_category_id: category.id,
      }
    )
    response.assertStatus(303)
    response.assertFlashMessage('success', 'تمت إضافة الخدمة')
    const service = await servicesOf(demo.id).where('name', 'قص وتصفيف').firstOrFail()
    assert.equal(service.slug, 'قص-وتصفيف')
    assert.equal(service.price, 12000)
    assert.equal(service.oldPrice, 15000)
    assert.equal(service.durationMinutes, 45)
    assert.deepEqual(await optionNames(service.id), ['نورة', 'سارة'])

    const reem = await makeCustomer(demo, 'svc.wizard@example.com')
    const wizard = await client
      .get(route('store.booking_cart.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    const offered = (wizard.inertiaProps as any).categories.flatMap((g: any) => g.services)
    const shown = offered.find((s: any) => s.id === service.id)
    assert.exists(shown)
    assert.deepEqual(
      shown.options.map((o: any) => o.name),
      ['نورة', 'سارة']
    )
  })

  test('a duration and a price typed in Arabic-Indic digits are read as a phone types them', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const created = await client
      .post(route('dashboard.services.store', { username: 'demo' }))
      .fields({ name: 'حناء العروس', price: '١٥٠٫٥٠', duration: '٩٠', visible: '1' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    created.assertStatus(303)
    const service = await servicesOf(demo.id).where('name', 'حناء العروس').firstOrFail()
    assert.equal(service.durationMinutes, 90)
    assert.equal(service.price, 15050)
  })

  test('a form with an image (multipart) saves the options too; hiding takes it out of the wizard', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const created = await client
      .post(route('dashboard.services.store', { username: 'demo' }))
      .fields({
        'name': 'تسريحة عروس',
        'price': '450',
        'duration': '120',
        'options[0][name]': 'منى',
        'options[1][name]': 'جود',
        'visible': '1',
      })
      .file('image', await png(700, 500), { filename: 's.png' })
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    created.assertStatus(303)
    const service = await servicesOf(demo.id).where('name', 'تسريحة عروس').firstOrFail()
    assert.deepEqual(await optionNames(service.id), ['منى', 'جود'])
    assert.deepEqual(await filesOf(demo.id, service.image), [true, true, true])
    ;(
      await client.get(route('store.services.show', { username: 'demo', id: service.id }))
    ).assertStatus(200)

    const edit = await client
      .get(route('dashboard.services.edit', { username: 'demo', id: service.id }))
      .withInertia()
      .loginAs(owner)
    const form = (edit.inertiaProps as any).service
    assert.deepEqual(
      form.options.map((o: any) => o.name),
      ['منى', 'جود']
    )
    const hidden = await send(
      client,
      'put',
      route('dashboard.services.update', { username: 'demo', id: service.id }),
      owner,
      { ...form, image: undefined, visible: false }
    )
    hidden.assertStatus(303)
    await service.refresh()
    assert.isFalse(service.isActive)
    assert.deepEqual(await optionNames(service.id), ['منى', 'جود'])
    ;(
      await client.get(route('store.services.show', { username: 'demo', id: service.id }))
    ).assertStatus(404)
    const reem = await makeCustomer(demo, 'svc.hidden@example.com')
    const wizard = await client
      .get(route('store.booking_cart.show', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    const offered = (wizard.inertiaProps as any).categories.flatMap((g: any) => g.services)
    assert.notInclude(
      offered.map((s: any) => s.id),
      service.id
    )

    const destroyed = await send(
      client,
      'delete',
      route('dashboard.services.destroy', { username: 'demo', id: service.id }),
      owner
    )
    destroyed.assertStatus(303)
    assert.deepEqual(await filesOf(demo.id, service.image), [false, false, false])
  })

  test('each rule refuses with its Arabic message and stores nothing', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    await ServiceFactory.merge({ websiteId: demo.id, slug: 'حناء' }).create()
    const theirs = await ServiceCategoryFactory.merge({ websiteId: nakheel.id }).create()
    const before = (await servicesOf(demo.id)).length
    const url = route('dashboard.services.store', { username: 'demo' })
    const referer = route('dashboard.services.create', { username: 'demo' })
    const duration = 'المدة من 5 إلى 600 دقيقة، بمضاعفات 5 دقائق.'
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'الحقل ضروري.'],
      [{ price: '1,5' }, 'price', 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50'],
      [{ old_price: '100' }, 'old_price', 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي.'],
      [{ duration: 0 }, 'duration', duration],
      [{ duration: 602 }, 'duration', duration],
      [{ duration: 605 }, 'duration', duration],
      [{ duration: 42 }, 'duration', duration],
      [{ duration: '' }, 'duration', 'الحقل ضروري.'],
      [{ slug: 'حناء' }, 'slug', 'هذا الرابط مستخدم من قبل في موقعك، اختر رابطا آخر.'],
      [{ service_category_id: theirs.id }, 'service_category_id', 'التصنيف المختار غير موجود.'],
      [{ options: [{ name: 'نورة' }, { name: 'نورة' }] }, 'options', 'تكرر اسم الخيار نفسه.'],
    ]
    for (const [change, field, message] of cases) {
      const response = await send(client, 'post', url, owner, { ...GOOD, ...change }, referer)
      response.assertStatus(303)
      assert.equal(fieldErrors(response)[field], message, JSON.stringify(change))
    }
    assert.lengthOf(await servicesOf(demo.id), before)
  })

  test('options: rename, add, remove and reorder in one save; another service option id is refused', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const service = await ServiceFactory.merge({ websiteId: demo.id, name: 'صبغة' }).create()
    const [a, b, c] = await Promise.all(
      ['أ', 'ب', 'ج'].map((name, i) =>
        ServiceOptionFactory.merge({
          websiteId: demo.id,
          serviceId: service.id,
          name,
          sortOrder: i + 1,
        }).create()
      )
    )
    const other = await ServiceFactory.merge({ websiteId: demo.id }).create()
    const foreign = await ServiceOptionFactory.merge({
      websiteId: demo.id,
      serviceId: other.id,
    }).create()
    const url = route('dashboard.services.update', { username: 'demo', id: service.id })
    const referer = route('dashboard.services.edit', { username: 'demo', id: service.id })
    const base = { ...GOOD, name: 'صبغة', slug: service.slug }

    const response = await send(client, 'put', url, owner, {
      ...base,
      options: [{ id: c.id, name: 'ج' }, { name: 'د' }, { id: a.id, name: 'أ المعدل' }],
    })
    response.assertStatus(303)
    assert.deepEqual(await optionNames(service.id), ['ج', 'د', 'أ المعدل'])
    assert.isNull(await ServiceOption.find(b.id))

    const refused = await send(
      client,
      'put',
      url,
      owner,
      { ...base, options: [{ id: foreign.id, name: 'x' }] },
      referer
    )
    refused.assertStatus(303)
    assert.equal(
      fieldErrors(refused).options,
      'أحد الخيارات غير موجود في هذه الخدمة، أعد تحميل الصفحة.'
    )
    assert.deepEqual(await optionNames(service.id), ['ج', 'د', 'أ المعدل'])

    // no option at all: booked as 'any'
    ;(await send(client, 'put', url, owner, { ...base, options: [] })).assertStatus(303)
    assert.deepEqual(await optionNames(service.id), [])
  })

  test('editing or deleting a booked service never changes the booking; it is archived', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const service = await ServiceFactory.merge({
      websiteId: demo.id,
      name: 'حمام مغربي',
      price: 20000,
      durationMinutes: 60,
    }).create()
    const option = await ServiceOptionFactory.merge({
      websiteId: demo.id,
      serviceId: service.id,
      name: 'هند',
      extraPrice: 0,
    }).create()
    const reem = await makeCustomer(demo, 'svc.booking@example.com')
    const { bookingId } = await book(client, demo, reem, [
      { service_id: service.id, option_id: option.id },
    ])

    const url = route('dashboard.services.update', { username: 'demo', id: service.id })
    ;(
      await send(client, 'put', url, owner, {
        ...GOOD,
        name: 'حمام مغربي ملكي',
        price: '350',
        old_price: '',
        duration: 90,
        options: [],
      })
    ).assertStatus(303)
    const [item] = await BookingItem.query().where('booking_id', bookingId)
    assert.equal(item.serviceName, 'حمام مغربي')
    assert.equal(item.optionName, 'هند')
    assert.equal(item.price, 20000)
    assert.equal(item.durationMinutes, 60)

    const destroyed = await send(
      client,
      'delete',
      route('dashboard.services.destroy', { username: 'demo', id: service.id }),
      owner
    )
    destroyed.assertFlashMessage('success', 'تم حذف الخدمة، وتبقى في الحجوزات السابقة وفواتيرها')
    await service.refresh()
    assert.isNotNull(service.archivedAt)
    assert.isFalse(service.isActive)
    ;(
      await client.get(route('store.services.show', { username: 'demo', id: service.id }))
    ).assertStatus(404)

    const page = await client
      .get(route('store.bookings.show', { username: 'demo', id: bookingId }))
      .withGuard('customer')
      .loginAs(reem)
      .withInertia()
    page.assertStatus(200)
    const items = (page.inertiaProps as any).booking.items
    assert.deepEqual(
      items.map((i: any) => [i.name, i.optionName, i.price, i.durationMinutes]),
      [['حمام مغربي', 'هند', 20000, 60]]
    )
  })

  test('a service in no booking is deleted with its options', async ({ client, route, assert }) => {
    const { demo } = await websites()
    const service = await ServiceFactory.merge({ websiteId: demo.id }).create()
    const option = await ServiceOptionFactory.merge({
      websiteId: demo.id,
      serviceId: service.id,
    }).create()
    const response = await send(
      client,
      'delete',
      route('dashboard.services.destroy', { username: 'demo', id: service.id }),
      await demoOwner()
    )
    response.assertFlashMessage('success', 'تم حذف الخدمة')
    assert.isNull(await Service.find(service.id))
    assert.isNull(await ServiceOption.find(option.id))
  })

  test('service categories: create with a slug, rename, delete keeps the services', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const created = await send(
      client,
      'post',
      route('dashboard.service_categories.store', { username: 'demo' }),
      owner,
      { name: 'العناية بالشعر' }
    )
    created.assertStatus(303)
    const category = await ServiceCategory.query()
      .where('website_id', demo.id)
      .where('name', 'العناية بالشعر')
      .firstOrFail()
    assert.equal(category.slug, 'العناية-بالشعر')
    const service = await ServiceFactory.merge({
      websiteId: demo.id,
      serviceCategoryId: category.id,
    }).create()
    const index = await client
      .get(route('dashboard.service_categories.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    assert.deepInclude(
      (index.inertiaProps as any).categories.find((c: any) => c.id === category.id),
      { count: 1 }
    )

    const bad = await send(
      client,
      'put',
      route('dashboard.service_categories.update', { username: 'demo', id: category.id }),
      owner,
      { name: '' },
      route('dashboard.service_categories.edit', { username: 'demo', id: category.id })
    )
    assert.equal(fieldErrors(bad).name, 'الحقل ضروري.')
    ;(
      await send(
        client,
        'put',
        route('dashboard.service_categories.update', { username: 'demo', id: category.id }),
        owner,
        { name: 'الشعر', slug: 'شعر' }
      )
    ).assertStatus(303)
    await category.refresh()
    assert.equal(category.slug, 'شعر')
    ;(
      await send(
        client,
        'delete',
        route('dashboard.service_categories.destroy', { username: 'demo', id: category.id }),
        owner
      )
    ).assertStatus(303)
    assert.isNull(await ServiceCategory.find(category.id))
    await service.refresh()
    assert.isNull(service.serviceCategoryId)
  })

  test("cross-tenant: nakheel's merchant with demo's service and category ids gets 404, nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await websites()
    const intruder = await nakheelOwner()
    const service = await ServiceFactory.merge({ websiteId: demo.id, name: 'خدمة لمسة' }).create()
    const category = await ServiceCategoryFactory.merge({
      websiteId: demo.id,
      name: 'تصنيف لمسة',
    }).create()
    for (const username of ['nakheel', 'demo']) {
      const s = (name: string) => route(name, { username, id: service.id })
      const c = (name: string) => route(name, { username, id: category.id })
      ;(await client.get(s('dashboard.services.edit')).loginAs(intruder)).assertStatus(404)
      ;(await send(client, 'put', s('dashboard.services.update'), intruder, GOOD)).assertStatus(404)
      ;(await send(client, 'delete', s('dashboard.services.destroy'), intruder)).assertStatus(404)
      ;(await client.get(c('dashboard.service_categories.edit')).loginAs(intruder)).assertStatus(
        404
      )
      ;(
        await send(client, 'put', c('dashboard.service_categories.update'), intruder, {
          name: 'x y',
        })
      ).assertStatus(404)
      ;(
        await send(client, 'delete', c('dashboard.service_categories.destroy'), intruder)
      ).assertStatus(404)
    }
    await service.refresh()
    await category.refresh()
    assert.equal(service.name, 'خدمة لمسة')
    assert.isNull(service.archivedAt)
    assert.equal(category.name, 'تصنيف لمسة')
  })
})
