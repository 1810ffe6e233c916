import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { Webhook } from 'standardwebhooks'
import { JobRunner } from '#services/jobs/runner'
import { WebhookEndpoints } from '#services/webhooks/webhook_endpoints'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { WebhookNetwork, isPrivateAddress } from '#services/webhooks/webhook_network'
import { DomainError } from '#exceptions/domain_error'
import { apiLogin, resetLimits } from '#tests/functional/api/helpers'
import { activeProducts, makeCustomer } from '#tests/functional/store/account_helpers'
import { bookableServices, book } from '#tests/functional/store/booking_helpers'
import { customerOf, orderOf, sites } from '#tests/functional/dashboard/purchase_helpers'
import { call, keyOf } from '#tests/functional/merchant_api/helpers'
import { startReceiver } from '#tests/functional/webhooks/receiver'
import { send } from '#tests/functional/dashboard/catalogue_helpers'

/** Runs the due jobs as a runner would (the clock moved by `laterMs` to reach a retry). */
const deliver = (laterMs = 0) => new JobRunner({ now: () => Date.now() + laterMs }).drain()

test.group('Webhooks: deliveries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // jobs committed by earlier suites are not this test's: set aside inside the test's transaction
  group.each.setup(async () => {
    await db.from('jobs').delete()
    await resetLimits()
  })

  test('an order placed and confirmed through the API: signed, verified, de-duplicated', async ({
    client,
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    const { secret } = await WebhookEndpoints.create(demo, {
      url: receiver.url,
      events: ['order.created', 'order.status_changed', 'order.paid'],
    })
    assert.match(secret, /^whsec_/)
    const session = await apiLogin(client, demo, 'hook.buyer@example.com')
    const address = await client.post('/api/v1/address').bearerToken(session.token).json({
      country: 'SA',
      city: 'الرياض',
      district: 'حي النرجس',
      street: 'شارع الثمامة',
      short_address: 'RNRA1234',
    })
    const [product] = await activeProducts(demo)
    const placed = await client
      .post('/api/v1/order')
      .bearerToken(session.token)
      .json({
        checkout_token: randomUUID(),
        address_id: address.body().ad.id,
        payment_method: 'cod',
        items: [{ id: product.id, quantity: 1 }],
      })
    placed.assertStatus(201)
    const orderId = placed.body().order.id
    const key = await keyOf(demo, ['orders:write'])
    ;(await call(client, 'post', `/orders/${orderId}/confirm`, key.value)).assertStatus(200)
    ;(await call(client, 'post', `/orders/${orderId}/pay`, key.value)).assertStatus(200)

    // the purchase mails are jobs too: the receiver counts the deliveries
    await deliver()
    assert.lengthOf(receiver.received, 3)
    const first = receiver.received[0]
    assert.match(String(first.headers['webhook-id']), /^msg_/)
    assert.match(String(first.headers['webhook-signature']), /^v1,/)
    assert.equal(first.headers['content-type'], 'application/json')

    // "send again": the same webhook-id, which the receiver drops
    const [created] = await db
      .from('webhook_deliveries')
      .where('website_id', demo.id)
      .where('event', 'order.created')
    await WebhookEndpoints.resend(demo, created.id)
    await deliver()
    assert.lengthOf(receiver.received, 4)
    assert.equal(receiver.received[3].headers['webhook-id'], first.headers['webhook-id'])

    const payloads = receiver.verified(secret)
    assert.deepEqual(
      payloads.map((p) => p.type),
      ['order.created', 'order.status_changed', 'order.paid']
    )
    assert.equal(payloads[0].data.id, orderId)
    assert.equal(payloads[1].data.status, 'success')
    assert.equal(payloads[1].data.previous_status, 'pending')
    assert.equal(payloads[2].data.paid_with, 'cod')
    // a wrong secret does not verify
    assert.throws(() => receiver.verified(`whsec_${Buffer.from('other').toString('base64')}`))
    const rows = await db.from('webhook_deliveries').where('website_id', demo.id)
    assert.isTrue(rows.every((row) => row.status === 'succeeded' && row.response_status === 200))
  })

  test('a booking made in the storefront wizard is told as booking.created, once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    const { secret } = await WebhookEndpoints.create(demo, {
      url: receiver.url,
      events: ['booking.created', 'booking.status_changed'],
    })
    const branch = await demo.related('branches').query().orderBy('sort_order').firstOrFail()
    const session = { [`store_branch_${demo.id}`]: branch.id }
    const sara = await makeCustomer(demo, 'hook.booking@example.com', 'سارة القحطاني')
    const [service] = await bookableServices(demo)
    const { bookingId } = await book(
      client,
      demo,
      sara,
      [{ service_id: service.id, option_id: 'any' }],
      0,
      session
    )
    await deliver()
    const payloads = receiver.verified(secret)
    assert.deepEqual(
      payloads.map((p) => [p.type, p.data.id]),
      [['booking.created', bookingId]]
    )
    assert.equal(payloads[0].data.customer.name, 'سارة القحطاني')
    assert.match(payloads[0].data.reservation_code, /^BK-[A-Z0-9]+$/)
  })

  test('a 500 answer is retried later with backoff; the dashboard sees the answer', async ({
    client,
    route,
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver([500])
    cleanup(() => receiver.close())
    const { demo } = await sites()
    const { secret } = await WebhookEndpoints.create(demo, {
      url: receiver.url,
      events: ['order.status_changed'],
    })
    const order = await orderOf(demo, await customerOf(demo, 'ريم', '0551112233'))
    const key = await keyOf(demo, ['orders:write'])
    ;(await call(client, 'post', `/orders/${order.id}/cancel`, key.value)).assertStatus(200)

    await deliver()
    assert.lengthOf(receiver.received, 1)
    const [failed] = await db.from('webhook_deliveries').where('website_id', demo.id)
    assert.equal(failed.status, 'pending')
    assert.equal(failed.response_status, 500)
    assert.equal(failed.response_excerpt, 'receiver failed')
    const job = await db.from('jobs').where('name', 'webhook.deliver').firstOrFail()
    assert.isAbove(Number(job.run_at), Date.now() + 20_000)
    assert.isAtMost(Number(job.expires_at), Date.now() + 24 * 3600_000)
    // not due yet; due after the backoff
    await deliver()
    assert.lengthOf(receiver.received, 1)
    await deliver(60_000)
    assert.lengthOf(receiver.received, 2)
    const [done] = await db.from('webhook_deliveries').where('website_id', demo.id)
    assert.equal(done.status, 'succeeded')
    assert.equal(done.attempts, 2)
    assert.lengthOf(receiver.verified(secret), 1)
    assert.equal(
      receiver.received[0].headers['webhook-id'],
      receiver.received[1].headers['webhook-id']
    )

    const page = await client
      .get(route('dashboard.webhooks.index', { username: 'demo' }))
      .withInertia()
      .loginAs(await demo.related('owner').query().firstOrFail())
    page.assertStatus(200)
    const delivery = (page.inertiaProps as any).deliveries[0]
    assert.equal(delivery.status, 'succeeded')
    assert.equal(delivery.responseStatus, 200)
    assert.equal(delivery.attempts, 2)
  })

  test('a change that rolls back sends nothing', async ({ assert, cleanup }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    await WebhookEndpoints.create(demo, { url: receiver.url, events: ['message.created'] })
    await db
      .transaction(async (trx) => {
        await WebhookEvents.emit(trx, demo.id, 'message.created', { id: 1 })
        throw new Error('rolled back')
      })
      .catch(() => {})
    assert.equal(await deliver(), 0)
    assert.lengthOf(await db.from('webhook_deliveries').where('website_id', demo.id), 0)
    assert.lengthOf(receiver.received, 0)
  })

  test('private, loopback and link-local addresses are refused when saved and when sent', async ({
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    // allowed by the tests' WEBHOOKS_ALLOW_PRIVATE=true: registered while private addresses are allowed
    await WebhookEndpoints.create(demo, { url: receiver.url, events: ['message.created'] })
    WebhookNetwork.allowPrivate = false
    cleanup(() => {
      WebhookNetwork.allowPrivate = true
    })
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:192.168.1.1]/hook',
    ]) {
      const error = await WebhookEndpoints.create(demo, { url, events: ['order.created'] }).catch(
        (e) => e
      )
      assert.instanceOf(error, DomainError, url)
      assert.equal((error as DomainError).reason, 'webhook_url_private', url)
    }
    // public addresses pass (an IP is judged without a lookup)
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.isFalse(isPrivateAddress(address), address)
    }
    for (const address of ['::ffff:7f00:1', '::ffff:a9fe:a9fe', '0.0.0.0', '100.64.0.1']) {
      assert.isTrue(isPrivateAddress(address), address)
    }
    const plain = await WebhookEndpoints.create(demo, {
      url: 'http://example.com/hook',
      events: ['order.created'],
    }).catch((e) => e)
    assert.equal((plain as DomainError).reason, 'webhook_url_invalid')

    // at delivery: the endpoint saved earlier now points at a refused address
    await db.transaction(async (trx) => {
      await WebhookEvents.emit(trx, demo.id, 'message.created', { id: 7 })
    })
    await deliver()
    assert.lengthOf(receiver.received, 0)
    const [row] = await db.from('webhook_deliveries').where('website_id', demo.id)
    assert.isNull(row.response_status)
    assert.include(row.response_excerpt, 'private address')
  })

  test('a contact message and a product edit are told to the endpoints that chose them', async ({
    client,
    route,
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    const { secret } = await WebhookEndpoints.create(demo, {
      url: receiver.url,
      events: ['message.created', 'product.updated'],
    })
    const other = await startReceiver()
    cleanup(() => other.close())
    await WebhookEndpoints.create(demo, { url: other.url, events: ['order.created'] })
    ;(
      await client
        .post(route('content.contact.store', { username: 'demo' }))
        .header('referer', route('content.contact.create', { username: 'demo' }))
        .withInertia()
        .form({ name: 'ريم', email: 'reem.hook@example.com', message: 'هل يتوفر موعد الخميس؟' })
        .withCsrfToken()
        .redirects(0)
    ).assertStatus(303)
    const [product] = await activeProducts(demo)
    const owner = await demo.related('owner').query().firstOrFail()
    const url = route('dashboard.products.update', { username: 'demo', id: product.id })
    ;(
      await send(client, 'put', url, owner, {
        name: 'منتج معدل للويب هوك',
        slug: '',
        sku: '',
        price: '12.50',
        old_price: '',
        keywords: '',
        store_category_id: '',
        visible: true,
      })
    ).assertStatus(303)
    await deliver()
    const payloads = receiver.verified(secret)
    assert.deepEqual(
      payloads.map((p) => p.type),
      ['message.created', 'product.updated']
    )
    assert.equal(payloads[0].data.email, 'reem.hook@example.com')
    assert.equal(payloads[1].data.id, product.id)
    assert.equal(payloads[1].data.price, '12.50')
    assert.lengthOf(other.received, 0)
  })

  test('hiding and showing products is a product.updated for each product that changed', async ({
    client,
    route,
    assert,
    cleanup,
  }) => {
    const receiver = await startReceiver()
    cleanup(() => receiver.close())
    const { demo } = await sites()
    const { secret } = await WebhookEndpoints.create(demo, {
      url: receiver.url,
      events: ['product.updated'],
    })
    const [first, second] = await activeProducts(demo)
    const owner = await demo.related('owner').query().firstOrFail()
    const bulk = route('dashboard.products.bulk', { username: 'demo' })
    ;(
      await send(client, 'patch', bulk, owner, { ids: [first.id, second.id], visible: false })
    ).assertStatus(303)
    // shown again: the first only; the second stays hidden and is not told twice
    ;(await send(client, 'patch', bulk, owner, { ids: [first.id], visible: true })).assertStatus(
      303
    )
    ;(await send(client, 'patch', bulk, owner, { ids: [second.id], visible: false })).assertStatus(
      303
    )
    await deliver()
    const told = receiver
      .verified(secret)
      .map((p) => [p.type, p.data.id, p.data.is_active ?? p.data.isActive])
    assert.sameDeepMembers(told, [
      ['product.updated', first.id, false],
      ['product.updated', second.id, false],
      ['product.updated', first.id, true],
    ])
    assert.lengthOf(told, 3)
  })

  test('a signature made by the app verifies with the standard library', async ({ assert }) => {
    const { signedHeaders } = await import('#services/webhooks/webhook_delivery')
    const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`
    const body = JSON.stringify({ type: 'order.created', data: { id: 1 } })
    const headers = signedHeaders(secret, 'msg_1', body)
    assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body))
  })
})

test.group('Webhooks: the daily prune', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('expired idempotency keys and month-old finished deliveries go; pending ones stay', async ({
    assert,
  }) => {
    const { pruneIntegrations, KEEP_DELIVERIES_MS } = await import('#services/webhooks/prune')
    const { demo } = await sites()
    const { id: endpointId } = await WebhookEndpoints.create(demo, {
      url: 'http://127.0.0.1:9/hook',
      events: ['order.created'],
    })
    const now = Date.now()
    const old = now - KEEP_DELIVERIES_MS - 1000
    const delivery = (status: string, createdAt: number) => ({
      website_id: demo.id,
      endpoint_id: endpointId,
      event: 'order.created',
      message_id: `msg_${status}_${createdAt}`,
      payload: '{}',
      status,
      attempts: 1,
      created_at: createdAt,
    })
    await db
      .table('webhook_deliveries')
      .multiInsert([delivery('succeeded', old), delivery('pending', old), delivery('failed', now)])
    await db.table('idempotency_keys').multiInsert([
      { holder: 'key:1', key: 'old', request_hash: 'x', created_at: old, expires_at: now - 1 },
      { holder: 'key:1', key: 'new', request_hash: 'x', created_at: now, expires_at: now + 1000 },
    ])
    assert.equal(await pruneIntegrations(now), 2)
    const left = await db.from('webhook_deliveries').where('endpoint_id', endpointId)
    assert.sameMembers(
      left.map((row) => row.status),
      ['pending', 'failed']
    )
    const keys = await db.from('idempotency_keys').where('holder', 'key:1')
    assert.deepEqual(
      keys.map((row) => row.key),
      ['new']
    )
  })
})
