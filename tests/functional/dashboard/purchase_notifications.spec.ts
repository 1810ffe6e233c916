import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import transmit from '@adonisjs/transmit/services/main'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import Order from '#models/order'
import type Customer from '#models/customer'
import type Website from '#models/website'
import PurchaseReceivedMail from '#mails/purchase_received_mail'
import PurchaseConfirmedMail from '#mails/purchase_confirmed_mail'
import PurchaseCancelledMail from '#mails/purchase_cancelled_mail'
import OrderStepMail from '#mails/order_step_mail'
import { LiveChannels } from '#services/dashboard/live_channels'
import { activeProducts, makeCustomer } from '#tests/functional/store/account_helpers'
import { bookableServices, book } from '#tests/functional/store/booking_helpers'
import {
  bookingOf,
  customerOf,
  demoOwner,
  nakheelOwner,
  orderOf,
  patchPurchase,
  sites,
} from '#tests/functional/dashboard/purchase_helpers'
import { JobRunner } from '#services/jobs/runner'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'

/** A real order through the storefront's checkout (cart, address, confirmation). */
async function checkout(client: ApiClient, website: Website, customer: Customer) {
  const [product] = await activeProducts(website)
  const address = await AddressFactory.merge({
    customerId: customer.id,
    websiteId: website.id,
    country: 'SA',
    city: 'الرياض',
    district: 'حي الملقا',
    street: 'شارع أنس بن مالك',
    shortAddress: 'RMLA1234',
  }).create()
  const cart = await CartFactory.merge({
    websiteId: website.id,
    customerId: customer.id,
    addressId: address.id,
  }).create()
  await CartItemFactory.merge({
    websiteId: website.id,
    cartId: cart.id,
    productId: product.id,
    quantity: 1,
  }).create()
  const branch = await website.related('branches').query().firstOrFail()
  const token = randomUUID()
  const send = () =>
    client
      .post(router.makeUrl('store.checkout.store', { username: website.username }))
      .header('referer', router.makeUrl('store.checkout.payment', { username: website.username }))
      .withGuard('customer')
      .loginAs(customer)
      .withInertia()
      .form({ payment_method: 'cod', checkout_token: token, branch_id: branch.id })
      .withCsrfToken()
      .redirects(0)
  await send()
  // the same form again (a double click): the order it made, no second announcement
  await send()
  return Order.query().where('customer_id', customer.id).firstOrFail()
}

/** The purchase mails are durable jobs: the mails waiting, sent as a runner would send them. */
async function sendWaitingMails() {
  const waiting = await db.from('jobs').where('name', 'mail.send').where('status', 'pending')
  await new JobRunner().drain()
  return waiting.length
}

/** What transmit broadcast while `run` ran. */
async function broadcastsDuring(run: () => Promise<unknown>) {
  const seen: { channel: string; payload: any }[] = []
  const off = transmit.on('broadcast', (event) => {
    seen.push({ channel: event.channel, payload: event.payload })
  })
  try {
    await run()
  } finally {
    off()
  }
  return seen
}

test.group('Customers are told by e-mail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // jobs committed by earlier suites (servers they started, tests without a global transaction) are
  // not this test's: set aside inside the test's transaction, so a drain runs this test's jobs only
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })
  group.each.teardown(() => mail.restore())

  test('an order placed: one "received" mail, Arabic and right to left, as a job', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const reem = await makeCustomer(demo, 'mail.order@example.com')
    const { mails } = mail.fake()
    const order = await checkout(client, demo, reem)

    // the request only stored the job: the mail goes after the answer
    mails.assertNoneSent()
    // the customer's and the owner's (new_order_mail.ts, tested in delivery_mails.spec.ts)
    assert.equal(await sendWaitingMails(), 2)
    mails.assertSentCount(PurchaseReceivedMail, 1)
    const [sent] = mails.sent((m) => m instanceof PurchaseReceivedMail)
    const message = sent.message.toJSON().message
    assert.deepEqual(message.to, [{ address: 'mail.order@example.com', name: reem.name }])
    assert.equal(message.subject, `استلمنا طلبك رقم ${order.number} من مركز لمسة جمال`)
    assert.include(message.html, 'dir="rtl"')
    assert.include(message.html, 'بانتظار التأكيد')
    assert.include(message.html, `${(order.total / 100).toFixed(2)} ر.س`)
    assert.include(message.html, route('store.orders.show', { username: 'demo', id: order.id }))
    assert.include(String(message.text), 'مركز لمسة جمال')
  })

  test('a booking confirmed by the customer: one "received" mail with the appointment', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const sara = await makeCustomer(demo, 'mail.booking@example.com', 'سارة القحطاني')
    const [service] = await bookableServices(demo)
    const { mails } = mail.fake()
    await book(client, demo, sara, [{ service_id: service.id, option_id: 'any' }], 0, session)

    assert.equal(await sendWaitingMails(), 1)
    mails.assertSentCount(PurchaseReceivedMail, 1)
    const [sent] = mails.sent((m) => m instanceof PurchaseReceivedMail)
    const message = sent.message.toJSON().message
    assert.match(message.subject!, /^استلمنا حجزك رقم \d+ من مركز لمسة جمال$/)
    assert.include(message.html, 'الموعد:')
    assert.include(message.html, 'عرض الحجز')
  })

  test('confirmed and cancelled from the dashboard: one mail each; a payment sends none', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const reem = await customerOf(demo, 'ريم العنزي', '0551112233', 'reem.mail@example.com')
    const order = await orderOf(demo, reem)
    const booking = await bookingOf(demo, reem)
    const owner = await demoOwner()
    const { mails } = mail.fake()

    // an order completed is delivered: the delivered step's mail, not a second "confirmed" one
    await patchPurchase(client, owner, 'orders', 'demo', order.id, { status: 'success' })
    assert.equal(await sendWaitingMails(), 1)
    mails.assertSentCount(PurchaseConfirmedMail, 0)
    mails.assertSentCount(OrderStepMail, 1)
    mails.assertSent(OrderStepMail, (m) => {
      return (
        m.message.hasTo('reem.mail@example.com') &&
        m.message.hasSubject(`تم تسليم طلبك رقم ${order.number}`)
      )
    })

    await patchPurchase(client, owner, 'bookings', 'demo', booking.id, { status: 'cancel' })
    assert.equal(await sendWaitingMails(), 1)
    mails.assertSentCount(PurchaseCancelledMail, 1)
    const [cancelled] = mails.sent((m) => m instanceof PurchaseCancelledMail)
    const message = cancelled.message.toJSON().message
    assert.equal(message.subject, `تم إلغاء حجزك رقم ${booking.number}`)
    assert.include(message.html, booking.reservationCode)

    await patchPurchase(client, owner, 'orders', 'demo', order.id, { paid: true })
    // a refused change tells nobody
    await patchPurchase(client, owner, 'orders', 'demo', order.id, { status: 'cancel' })
    assert.equal(await sendWaitingMails(), 0)
    mails.assertSentCount(2)
  })
})

test.group('Live notifications of the dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // jobs committed by earlier suites (servers they started, tests without a global transaction) are
  // not this test's: set aside inside the test's transaction, so a drain runs this test's jobs only
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })
  group.each.teardown(() => mail.restore())

  test("a new order is broadcast on its website's and its branch's channels only, once", async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    mail.fake()
    const reem = await makeCustomer(demo, 'live.order@example.com', 'ريم الشهري')
    let order: Order | undefined
    const seen = await broadcastsDuring(async () => {
      order = await checkout(client, demo, reem)
    })
    // the website's dashboards, then the order's branch's staff: each once
    assert.deepEqual(
      seen.map((s) => s.channel),
      [LiveChannels.website(demo.id), LiveChannels.branch(demo.id, order!.branchId!, 'order')]
    )
    assert.notEqual(seen[0].channel, LiveChannels.website(nakheel.id))
    assert.deepEqual(seen[1].payload.message, seen[0].payload.message)
    assert.deepInclude(seen[0].payload, {
      kind: 'order',
      id: order!.id,
      number: order!.number,
      customerName: 'ريم الشهري',
      message: `طلب جديد رقم ${order!.number} من ريم الشهري`,
    })
    assert.equal(seen[0].payload.pending.orders, 1)
  })

  test('a new booking is broadcast on its website and branch channels; dashboard changes are not', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    mail.fake()
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const sara = await makeCustomer(demo, 'live.booking@example.com', 'سارة')
    const [service] = await bookableServices(demo)
    let bookingId = 0
    const seen = await broadcastsDuring(async () => {
      ;({ bookingId } = await book(
        client,
        demo,
        sara,
        [{ service_id: service.id, option_id: 'any' }],
        0,
        session
      ))
    })
    assert.deepEqual(
      seen.map((s) => [s.channel, s.payload.kind, s.payload.id]),
      [
        [LiveChannels.website(demo.id), 'booking', bookingId],
        [LiveChannels.branch(demo.id, branch.id, 'booking'), 'booking', bookingId],
      ]
    )
    const owner = await demoOwner()
    const none = await broadcastsDuring(() =>
      patchPurchase(client, owner, 'bookings', 'demo', bookingId, {
        status: 'success',
      })
    )
    assert.lengthOf(none, 0)
  })

  test("only the website's owner may subscribe to its channel", async ({ client, assert }) => {
    const { demo, nakheel } = await sites()
    const subscribe = async (owner: Awaited<ReturnType<typeof demoOwner>> | null, id: number) => {
      const request = client
        .post('/__transmit/subscribe')
        .json({ uid: randomUUID(), channel: LiveChannels.website(id) })
        .withCsrfToken()
        .redirects(0)
      return (owner ? request.loginAs(owner) : request).then((r) => r.status())
    }
    assert.equal(await subscribe(await demoOwner(), demo.id), 204)
    assert.equal(await subscribe(await nakheelOwner(), nakheel.id), 204)
    assert.equal(await subscribe(await nakheelOwner(), demo.id), 400)
    assert.equal(await subscribe(await demoOwner(), nakheel.id), 400)
    // a guest is sent to the login page before anything is looked up
    assert.equal(await subscribe(null, demo.id), 302)
  })
})
