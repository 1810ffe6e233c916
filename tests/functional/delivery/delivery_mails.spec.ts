// The order mails say how it is received (issue 36): method, fee or «مجاني», date and slot, the branch.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Order from '#models/order'
import type User from '#models/user'
import PurchaseReceivedMail from '#mails/purchase_received_mail'
import NewOrderMail from '#mails/new_order_mail'
import OrderStepMail from '#mails/order_step_mail'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { dateLabel, slotLabel } from '#services/delivery/delivery_dates'
import { Fulfilment } from '#services/fulfilment/fulfilment'
import { JobRunner } from '#services/jobs/runner'
import { websites } from '#tests/functional/store/account_helpers'
import { demoOwner } from '#tests/functional/dashboard/website_helpers'
import {
  BAKERY,
  confirm,
  firstPermittedDate,
  readyCustomer,
} from '#tests/functional/delivery/delivery_helpers'

/** The text of the one mail of this class sent to this address. */
function textOf(mails: ReturnType<typeof mail.fake>['mails'], Mail: any, to: string) {
  const [sent] = mails.sent((m) => m instanceof Mail && m.message.hasTo(to))
  if (!sent) throw new Error(`no ${Mail.name} to ${to}`)
  return String(sent.message.toJSON().message.text)
}

test.group('Order mails: delivery and pick-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // jobs of earlier suites are not this test's: a drain sends this test's only
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })
  group.each.teardown(() => mail.restore())

  test('a delivery: the customer and the owner read the method, the fee and the date and slot', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await DeliverySettings.save(demo, BAKERY)
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const { customer } = await readyCustomer(demo, 'mail.delivery@example.com')
    const { mails } = mail.fake()
    const date = firstPermittedDate()
    ;(
      await confirm(demo, customer, client, {
        branch_id: branch.id,
        delivery_method: 'delivery',
        requested_date: date,
        requested_slot: '09:00-12:00',
      })
    ).assertStatus(303)
    const order = await Order.query().where('customer_id', customer.id).firstOrFail()
    await new JobRunner().drain()

    const when = `موعد التوصيل: ${dateLabel(date)}، ${slotLabel('09:00-12:00')}`
    const owner = (await demoOwner()) as User
    for (const text of [
      textOf(mails, PurchaseReceivedMail, 'mail.delivery@example.com'),
      textOf(mails, NewOrderMail, owner.email),
    ]) {
      assert.include(text, 'الاستلام: توصيل')
      assert.include(text, 'رسوم التوصيل: 15.00 ر.س')
      assert.include(text, when)
    }
    const ownerMail = mails.sent((m) => m instanceof NewOrderMail)[0].message.toJSON().message
    assert.equal(ownerMail.subject, `طلب جديد رقم ${order.number} في ${demo.nameAr}`)
    assert.include(String(ownerMail.text), `/dashboard/demo/orders/${order.id}`)
    assert.include(String(ownerMail.text), customer.name)

    // a step's mail says it too
    await Fulfilment.move(demo, { id: owner.id, name: owner.name }, order.id, 'preparing')
    await new JobRunner().drain()
    const step = textOf(mails, OrderStepMail, 'mail.delivery@example.com')
    assert.include(step, 'قيد التجهيز')
    assert.include(step, when)
  })

  test('free delivery reads «مجاني»; a pick-up names its branch and no fee', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await DeliverySettings.save(demo, { ...BAKERY, free_above: 1, scheduling_enabled: false })
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const { customer: free } = await readyCustomer(demo, 'mail.free@example.com')
    const { customer: pickup } = await readyCustomer(demo, 'mail.pickup@example.com')
    const { mails } = mail.fake()
    await confirm(demo, free, client, { branch_id: branch.id, delivery_method: 'delivery' })
    await confirm(demo, pickup, client, { branch_id: branch.id, delivery_method: 'pickup' })
    await new JobRunner().drain()

    const freeText = textOf(mails, PurchaseReceivedMail, 'mail.free@example.com')
    assert.include(freeText, 'رسوم التوصيل: مجاني')
    assert.notInclude(freeText, 'موعد')
    const pickupText = textOf(mails, PurchaseReceivedMail, 'mail.pickup@example.com')
    assert.include(pickupText, `الاستلام: استلام من الفرع (${branch.name})`)
    assert.notInclude(pickupText, 'رسوم التوصيل')
    const owner = await demoOwner()
    const ownerTexts = mails
      .sent((m) => m instanceof NewOrderMail && m.message.hasTo(owner.email))
      .map((m) => String(m.message.toJSON().message.text))
    assert.lengthOf(ownerTexts, 2)
    assert.isTrue(ownerTexts.some((text) => text.includes(`(${branch.name})`)))
  })
})
