// The checkout page's pick-up slots (issue 36): within the branch's opening hours that day, none on a closed day.
import router from '@adonisjs/core/services/router'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { STORE_ZONE, weekDayOf } from '#services/delivery/delivery_dates'
import { websites } from '#tests/functional/store/account_helpers'
import { visitAs } from '#tests/functional/store/order_helpers'
import { BAKERY, confirm, readyCustomer } from '#tests/functional/delivery/delivery_helpers'
import { fieldErrors } from '#tests/functional/dashboard/form_helpers'

test.group('Checkout: pick-up slots within the branch hours', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page offers the slots the branch is open for, and refuses one outside them in Arabic', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await DeliverySettings.save(demo, { ...BAKERY, closed_days: [] })
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    // two days ahead the branch opens at noon; three days ahead it is closed
    const first = DateTime.now().setZone(STORE_ZONE).startOf('day').plus({ days: 2 })
    const closed = first.plus({ days: 1 })
    const all = { open: '08:00', close: '23:00' }
    branch.workingHours = {
      sun: all,
      mon: all,
      tue: all,
      wed: all,
      thu: all,
      fri: all,
      sat: all,
      [weekDayOf(first)]: { open: '12:00', close: '20:00' },
      [weekDayOf(closed)]: null,
    }
    await branch.save()
    const { customer } = await readyCustomer(demo, 'pickup.hours@example.com')

    const page = await visitAs(
      client,
      router.makeUrl('store.checkout.payment', { username: 'demo' }),
      customer
    )
    const dates = (page.inertiaProps as any).delivery.pickupDates[branch.id] as any[]
    const day = dates.find((d) => d.date === first.toISODate())
    assert.deepEqual(
      day.slots.map((slot: any) => slot.value),
      ['12:00-15:00']
    )
    assert.notInclude(
      dates.map((d) => d.date),
      closed.toISODate()!
    )
    // a delivery keeps the store's two slots that day
    const delivery = (page.inertiaProps as any).delivery.deliveryDates as any[]
    assert.lengthOf(delivery.find((d) => d.date === first.toISODate()).slots, 2)

    const refused = await confirm(demo, customer, client, {
      branch_id: branch.id,
      delivery_method: 'pickup',
      requested_date: first.toISODate(),
      requested_slot: '09:00-12:00',
    })
    refused.assertStatus(303)
    assert.equal(
      fieldErrors(refused).requested_slot,
      'هذا الوقت خارج ساعات عمل الفرع في هذا اليوم، اختر وقتا آخر.'
    )
    const closedDay = await confirm(demo, customer, client, {
      branch_id: branch.id,
      delivery_method: 'pickup',
      requested_date: closed.toISODate(),
      requested_slot: '12:00-15:00',
    })
    assert.equal(
      fieldErrors(closedDay).requested_date,
      'هذا التاريخ غير متاح، اختر تاريخا من القائمة.'
    )
    assert.lengthOf(await Order.query().where('customer_id', customer.id), 0)

    const placed = await confirm(demo, customer, client, {
      branch_id: branch.id,
      delivery_method: 'pickup',
      requested_date: first.toISODate(),
      requested_slot: '12:00-15:00',
    })
    placed.assertStatus(303)
    const order = await Order.query().where('customer_id', customer.id).firstOrFail()
    assert.deepInclude(order.serialize(), {
      deliveryMethod: 'pickup',
      requestedSlot: '12:00-15:00',
    })
  })
})
