import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import Service from '#models/service'
import ServiceOption from '#models/service_option'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { cartPage, createCart } from '#tests/functional/store/booking_helpers'
import { demoMerchant, nakheelOwner } from '#tests/functional/dashboard/website_helpers'
import { fieldErrors, send } from '#tests/functional/dashboard/catalogue_helpers'

/** A service form with two options: one that adds a price and minutes, one that adds nothing. */
const FORM = {
  name: 'تسريحة مناسبات',
  price: '200',
  duration: '60',
  visible: true,
  options: [
    { name: 'شعر طويل', extra_price: '٥٠', extra_minutes: '٣٠' },
    { name: 'شعر قصير', extra_price: '', extra_minutes: '' },
  ],
}

const optionsOf = (service: Service) =>
  ServiceOption.query().where('service_id', service.id).orderBy('sort_order')

test.group('Dashboard: what a service option adds (price and minutes)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('extras typed in Arabic-Indic digits are kept, shown on the edit form, the store and the wizard', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const url = router.makeUrl('dashboard.services.store', { username: 'demo' })
    ;(await send(client, 'post', url, owner, FORM)).assertStatus(303)
    const service = await Service.query()
      .where('website_id', demo.id)
      .where('name', FORM.name)
      .firstOrFail()
    const [long, short] = await optionsOf(service)
    assert.include(long.serialize(), { extraPrice: 5000, extraMinutes: 30 })
    assert.include(short.serialize(), { extraPrice: 0, extraMinutes: 0 })

    const edit = await client
      .get(router.makeUrl('dashboard.services.edit', { username: 'demo', id: service.id }))
      .loginAs(owner)
      .withInertia()
    assert.deepEqual((edit.inertiaProps as any).service.options, [
      { id: long.id, name: 'شعر طويل', extra_price: '50.00', extra_minutes: '30' },
      { id: short.id, name: 'شعر قصير', extra_price: '', extra_minutes: '' },
    ])

    const page = await client
      .get(router.makeUrl('store.services.show_by_slug', { username: 'demo', slug: service.slug }))
      .withInertia()
    assert.deepInclude((page.inertiaProps as any).service.options[0], {
      extraPrice: 5000,
      extraMinutes: 30,
    })

    // the booking takes the option's minutes and price on top of the service's
    const customer = await makeCustomer(demo, `extras.${randomUUID()}@example.com`)
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const withLong = await createCart(
      client,
      demo,
      customer,
      [{ service_id: service.id, option_id: long.id }],
      session
    )
    const { cart } = await cartPage(client, demo, customer, withLong, session)
    assert.equal(cart.durationMinutes, 90)
    assert.equal(cart.total, 25000)
  })

  test('bad extras are refused in Arabic and nothing is stored; another website cannot change them', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const url = router.makeUrl('dashboard.services.store', { username: 'demo' })
    const cases: [Record<string, string>, string, string][] = [
      [
        { extra_minutes: '7' },
        'options.0.extra_minutes',
        'مدة الخيار الإضافية من 0 إلى 600 دقيقة، بمضاعفات 5 دقائق.',
      ],
      [
        { extra_minutes: '700' },
        'options.0.extra_minutes',
        'مدة الخيار الإضافية من 0 إلى 600 دقيقة، بمضاعفات 5 دقائق.',
      ],
      [
        { extra_price: 'خمسون' },
        'options.0.extra_price',
        'أدخل المبلغ بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
      ],
    ]
    for (const [extras, field, message] of cases) {
      const response = await send(client, 'post', url, owner, {
        ...FORM,
        options: [{ name: 'شعر طويل', ...extras }],
      })
      assert.equal(fieldErrors(response)[field], message, JSON.stringify(extras))
    }
    assert.isNull(
      await Service.query().where('website_id', demo.id).where('name', FORM.name).first()
    )

    ;(await send(client, 'post', url, owner, FORM)).assertStatus(303)
    const service = await Service.query()
      .where('website_id', demo.id)
      .where('name', FORM.name)
      .firstOrFail()
    const [long] = await optionsOf(service)
    const response = await send(
      client,
      'put',
      router.makeUrl('dashboard.services.update', { username: 'demo', id: service.id }),
      await nakheelOwner(),
      {
        ...FORM,
        options: [{ id: long.id, name: 'شعر طويل', extra_price: '1', extra_minutes: '0' }],
      }
    )
    assert.oneOf(response.status(), [403, 404])
    await long.refresh()
    assert.equal(long.extraPrice, 5000)
  })
})
