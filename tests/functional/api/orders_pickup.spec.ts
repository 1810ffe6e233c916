// POST /api/v1/order for a pick-up (issue 36): a branch instead of an address, slots within its hours.
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import type Website from '#models/website'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { STORE_ZONE } from '#services/delivery/delivery_dates'
import { apiLogin, resetLimits, websites } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'

/** Pick-up and delivery on, two days ahead, the store's two slots, no closed day. */
async function bakery(website: Website) {
  await DeliverySettings.save(website, {
    delivery_enabled: true,
    fee_mode: 'flat',
    flat_fee: 1500,
    city_fees: [],
    other_cities: 'flat',
    free_above: null,
    pickup_enabled: true,
    scheduling_enabled: true,
    lead_days: 2,
    time_slots: ['09:00-12:00', '12:00-15:00'],
    closed_days: [],
  })
  // the branch opens at noon every day: the morning slot is outside its hours
  const branch = await website.related('branches').query().orderBy('sort_order').firstOrFail()
  const noon = { open: '12:00', close: '22:00' }
  branch.workingHours = {
    sun: noon,
    mon: noon,
    tue: noon,
    wed: noon,
    thu: noon,
    fri: noon,
    sat: noon,
  }
  await branch.save()
  return branch
}

const inTwoDays = () =>
  DateTime.now().setZone(STORE_ZONE).startOf('day').plus({ days: 2 }).toISODate()!

test.group('API: a pick-up order', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('a pick-up names its branch and no address; a delivery still gives its address', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await bakery(demo)
    const session = await apiLogin(client, demo, 'api.pickup@example.com')
    const [product] = await activeProducts(demo)

    const pickup = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        payment_method: 'cod',
        items: [{ id: product.id, quantity: 1 }],
        delivery_method: 'pickup',
        branch: branch.id,
        requested_date: inTwoDays(),
        requested_slot: '12:00-15:00',
      })
    pickup.assertStatus(201)
    assert.equal(pickup.body().order.delivery.method, 'pickup')
    assert.equal(pickup.body().order.delivery.fee, '0.00')
    const order = await Order.findOrFail(pickup.body().order.id)
    assert.deepInclude(order.serialize(), {
      deliveryMethod: 'pickup',
      addressId: null,
      branchId: branch.id,
      deliveryFee: 0,
      requestedSlot: '12:00-15:00',
    })

    const address = await client.post('/api/v1/address').bearerToken(session.token).json({
      country: 'SA',
      city: 'الرياض',
      district: 'حي النرجس',
      street: 'شارع الثمامة',
      short_address: 'rnra1234',
    })
    const delivered = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        address_id: address.body().ad.id,
        payment_method: 'cod',
        items: [{ id: product.id, quantity: 1 }],
        requested_date: inTwoDays(),
        // the store's morning slot: the branch's hours bind a pick-up only
        requested_slot: '09:00-12:00',
      })
    delivered.assertStatus(201)
    assert.equal(delivered.body().order.delivery.method, 'delivery')
    assert.equal(delivered.body().order.delivery.fee, '15.00')
  })

  test('refused in Arabic, nothing stored: a delivery without an address, a pick-up without a branch or outside its hours', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await bakery(demo)
    const session = await apiLogin(client, demo, 'api.pickup.refused@example.com')
    const [product] = await activeProducts(demo)
    const base = {
      payment_method: 'cod',
      items: [{ id: product.id, quantity: 1 }],
      requested_date: inTwoDays(),
      requested_slot: '12:00-15:00',
    }
    const send = (body: Record<string, unknown>) =>
      client
        .post('/api/v1/order')
        .bearerToken(session.token)
        .json({ ...base, ...body })

    const noAddress = await send({})
    noAddress.assertStatus(422)
    assert.deepEqual(noAddress.body().errors, { address_id: ['اختر عنوان التوصيل.'] })

    const noBranch = await send({ delivery_method: 'pickup' })
    noBranch.assertStatus(422)
    assert.deepEqual(noBranch.body().errors, { branch: ['اختر الفرع.'] })

    const closed = await send({
      delivery_method: 'pickup',
      branch: branch.id,
      requested_slot: '09:00-12:00',
    })
    closed.assertStatus(422)
    assert.equal(closed.body().code, 'pickup_slot_closed')
    assert.deepEqual(closed.body().errors, {
      requested_slot: ['هذا الوقت خارج ساعات عمل الفرع في هذا اليوم، اختر وقتا آخر.'],
    })

    const count = await Order.query().where('customer_id', session.customer.id).count('* as n')
    assert.equal(Number(count[0].$extras.n), 0)
  })

  test("another website's branch is refused for a pick-up", async ({ client, assert }) => {
    const { demo, nakheel } = await websites()
    await bakery(demo)
    const theirs = await nakheel.related('branches').query().firstOrFail()
    const session = await apiLogin(client, demo, 'api.pickup.foreign@example.com')
    const [product] = await activeProducts(demo)
    const foreign = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        payment_method: 'cod',
        items: [{ id: product.id, quantity: 1 }],
        delivery_method: 'pickup',
        branch: theirs.id,
        requested_date: inTwoDays(),
        requested_slot: '12:00-15:00',
      })
    foreign.assertStatus(422)
    assert.match(String(foreign.body().message), /الفرع/)
    const count = await Order.query().where('customer_id', session.customer.id).count('* as n')
    assert.equal(Number(count[0].$extras.n), 0)
  })
})
