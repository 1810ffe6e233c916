// The dashboard's order and booking desks with no global transaction: confirm, cancel, record a payment
import { test } from '@japa/runner'
import Bill from '#models/bill'
import PurchaseEvent from '#models/purchase_event'
import {
  bookingOf,
  customerOf,
  demoOwner,
  orderOf,
  patchPurchase,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { assertSaved } from '#tests/strict/helpers'

test.group('Strict: dashboard purchases', () => {
  for (const resource of ['orders', 'bookings'] as const) {
    test(`${resource}: one is confirmed and paid in one save, another cancelled`, async ({
      client,
      route,
      assert,
    }) => {
      const { demo } = await sites()
      const owner = await demoOwner()
      const customer = await customerOf(demo, 'ريم العنزي', '0551112233')
      const make = resource === 'orders' ? orderOf : bookingOf
      const kept = await make(demo, customer)
      const dropped = await make(demo, customer)
      const key = resource === 'orders' ? 'order_id' : 'booking_id'
      const show = (id: number) => route(`dashboard.${resource}.show`, { username: 'demo', id })

      const confirmed = await patchPurchase(client, owner, resource, 'demo', kept.id, {
        status: 'success',
        paid: true,
        payment_method: 'card',
      })
      assertSaved(assert, confirmed, show(kept.id))
      await kept.refresh()
      assert.equal(kept.status, 'success')
      const bill = await Bill.findByOrFail(key, kept.id)
      assert.equal(bill.status, 'paid')
      assert.equal(bill.paymentMethod, 'card')
      const events = await PurchaseEvent.query().where(key, kept.id).orderBy('id')
      assert.deepEqual(
        events.map((event) => event.action),
        ['success', 'paid']
      )

      const cancelled = await patchPurchase(client, owner, resource, 'demo', dropped.id, {
        status: 'cancel',
      })
      assertSaved(assert, cancelled, show(dropped.id))
      await dropped.refresh()
      assert.equal(dropped.status, 'cancel')
    })
  }
})
