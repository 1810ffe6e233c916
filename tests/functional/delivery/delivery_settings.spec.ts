// The delivery page of the dashboard (issue 36 item 4): read with defaults, saved, refused, and forbidden.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import DeliverySetting from '#models/delivery_setting'
import { urlFor } from '#http/urls/urls'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import {
  demoOwner,
  demoWebsite,
  nakheelOwner,
  nakheelWebsite,
} from '#tests/functional/dashboard/website_helpers'
import {
  assertForeignForm404,
  assertUpdateRefused,
  fieldErrors,
  send,
} from '#tests/functional/dashboard/form_helpers'
import { memberOf } from '#tests/functional/staff/staff_helpers'

const urls = (username = 'demo') => ({
  edit: urlFor('dashboard.delivery_settings.edit', { username }),
  update: urlFor('dashboard.delivery_settings.update', { username }),
})

/** A bakery's settings: 15 SAR flat (Arabic digits), free from 200, pick-up, two days ahead. */
const GOOD = {
  delivery_enabled: true,
  fee_mode: 'flat',
  flat_fee: '١٥',
  city_fees: [],
  other_cities: 'flat',
  free_above: '200.00',
  pickup_enabled: true,
  scheduling_enabled: true,
  lead_days: '٢',
  time_slots: ['09:00-12:00', '١٢:٠٠-١٥:٠٠'],
  closed_days: ['fri'],
}

test.group('Dashboard: delivery settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a website that never saved the page delivers, for free, with no date asked', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get(urls().edit)
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/delivery_settings/edit')
    const { settings, days } = response.inertiaProps as any
    assert.isTrue(settings.delivery_enabled)
    assert.equal(settings.flat_fee, '0.00')
    assert.equal(settings.free_above, '')
    assert.isFalse(settings.pickup_enabled)
    assert.isFalse(settings.scheduling_enabled)
    assert.deepEqual(settings.closed_days, ['fri'])
    assert.equal(days[0].label, 'السبت')
  })

  test('the owner saves a flat fee, free delivery, pick-up and a two-day lead time', async ({
    client,
    assert,
  }) => {
    const owner = await demoOwner()
    const response = await send(client, 'put', urls().update, owner, urls().edit, GOOD)
    response.assertStatus(303)
    response.assertHeader('location', urls().edit)
    const rules = await DeliverySettings.of(await demoWebsite())
    assert.equal(rules.flatFee, 1500)
    assert.equal(rules.freeAbove, 20000)
    assert.isTrue(rules.pickupEnabled)
    assert.equal(rules.leadDays, 2)
    assert.deepEqual(rules.timeSlots, ['09:00-12:00', '12:00-15:00'])
    assert.deepEqual(rules.closedDays, ['fri'])

    const page = await client.get(urls().edit).withInertia().loginAs(owner)
    const { settings } = page.inertiaProps as any
    assert.equal(settings.flat_fee, '15.00')
    assert.equal(settings.free_above, '200.00')
    assert.equal(settings.lead_days, '2')
  })

  test('a per-city fee keeps its cities, and a manager may save it', async ({ client, assert }) => {
    const manager = await memberOf(await demoWebsite(), 'manager')
    const response = await send(client, 'put', urls().update, manager, urls().edit, {
      ...GOOD,
      fee_mode: 'city',
      city_fees: [
        { city: 'الرياض', fee: '10' },
        { city: 'جدة', fee: '٢٥٫٥٠' },
      ],
      other_cities: 'refuse',
    })
    response.assertStatus(303)
    const rules = await DeliverySettings.of(await demoWebsite())
    assert.equal(rules.feeMode, 'city')
    assert.deepEqual(rules.cityFees, [
      { city: 'الرياض', fee: 1000 },
      { city: 'جدة', fee: 2550 },
    ])
    assert.equal(rules.otherCities, 'refuse')
  })

  test('bad input goes back with an Arabic message and stores nothing', async ({
    client,
    assert,
  }) => {
    const owner = await demoOwner()
    await assertUpdateRefused(client, assert, owner, urls(), GOOD, [
      [
        { flat_fee: 'خمسة' },
        'flat_fee',
        'أدخل المبلغ بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
      ],
      [{ flat_fee: '-5' }, 'flat_fee', 'أدخل المبلغ بالريال بخانتين عشريتين على الأكثر، مثل 49.50'],
      [{ free_above: '0' }, 'free_above', 'يجب أن يكون المبلغ أكبر من صفر.'],
      [{ time_slots: ['12:00-09:00'] }, 'time_slots.0', 'وقت النهاية قبل وقت البداية.'],
      [{ time_slots: ['9-12'] }, 'time_slots.0', 'اكتب الوقت هكذا: 09:00-12:00'],
      [
        {
          fee_mode: 'city',
          city_fees: [
            { city: 'الرياض', fee: '1' },
            { city: 'رياض', fee: '2' },
          ],
        },
        'city_fees',
        'كل مدينة تكتب مرة واحدة في القائمة.',
      ],
    ])
    const both = await send(client, 'put', urls().update, owner, urls().edit, {
      ...GOOD,
      delivery_enabled: false,
      pickup_enabled: false,
    })
    both.assertStatus(303)
    assert.equal(
      fieldErrors(both).delivery_enabled,
      'فعّل التوصيل أو الاستلام من الفرع حتى يستقبل متجرك الطلبات.'
    )
    const lead = await send(client, 'put', urls().update, owner, urls().edit, {
      ...GOOD,
      lead_days: '45',
    })
    assert.isDefined(fieldErrors(lead).lead_days)
    assert.isNull(await DeliverySetting.findBy('website_id', (await demoWebsite()).id))
  })

  test('pick-up needs a branch', async ({ client, assert }) => {
    const nakheel = await nakheelWebsite()
    await nakheel.related('branches').query().delete()
    const owner = await nakheelOwner()
    const response = await send(
      client,
      'put',
      urls('nakheel').update,
      owner,
      urls('nakheel').edit,
      GOOD
    )
    assert.equal(
      fieldErrors(response).pickup_enabled,
      'أضف فرعا أولا حتى يستلم العملاء طلباتهم منه.'
    )
    assert.isNull(await DeliverySetting.findBy('website_id', nakheel.id))
  })

  test("another website's owner gets 404; a staff role without the settings ability gets 404", async ({
    client,
    assert,
  }) => {
    await assertForeignForm404(client, await nakheelOwner(), urls(), GOOD)
    for (const role of ['branch_manager', 'reception', 'editor'] as const) {
      const member = await memberOf(await demoWebsite(), role)
      const page = await client.get(urls().edit).withInertia().loginAs(member).redirects(0)
      assert.equal(page.status(), 404, role)
      const put = await send(client, 'put', urls().update, member, urls().edit, GOOD)
      assert.equal(put.status(), 404, role)
    }
    assert.isNull(await DeliverySetting.findBy('website_id', (await demoWebsite()).id))
  })
})
