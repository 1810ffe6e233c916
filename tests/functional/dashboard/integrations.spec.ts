import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ApiKeys } from '#services/api_keys/api_keys'
import { WebhookEndpoints } from '#services/webhooks/webhook_endpoints'
import { WebhookNetwork } from '#services/webhooks/webhook_network'
import { send } from '#tests/functional/dashboard/catalogue_helpers'
import { demoOwner, nakheelOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { keyOf } from '#tests/functional/merchant_api/helpers'

test.group('Dashboard: API keys', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates a key shown once (only its hash stored), lists its scopes and revokes it', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const { demo } = await sites()
    const index = route('dashboard.api_keys.index', { username: 'demo' })
    const created = await send(
      client,
      'post',
      route('dashboard.api_keys.store', { username: 'demo' }),
      owner,
      {
        name: 'برنامج المحاسبة',
        scopes: ['orders:read', 'orders:write'],
      },
      index
    )
    created.assertStatus(303)
    created.assertHeader('location', index)
    const value = (created.flashMessages() as any).created_api_key.value as string
    assert.match(value, /^sfk_[\w-]{43}$/)

    const page = await client.get(index).withInertia().loginAs(owner)
    page.assertInertiaComponent('dashboard/api_keys/index')
    const props = page.inertiaProps as any
    assert.isNull(props.created)
    assert.lengthOf(props.keys, 1)
    assert.deepInclude(props.keys[0], {
      name: 'برنامج المحاسبة',
      scopes: ['orders:read', 'orders:write'],
      hint: value.slice(-4),
      lastUsedAt: null,
      revokedAt: null,
    })
    assert.notInclude(JSON.stringify(props), value)
    const stored = await db.from('api_keys').where('website_id', demo.id).first()
    assert.notInclude(JSON.stringify(stored), value)
    assert.isNotNull(await ApiKeys.authenticate(value))

    const revoked = await send(
      client,
      'delete',
      route('dashboard.api_keys.destroy', { username: 'demo', id: props.keys[0].id }),
      owner,
      undefined,
      index
    )
    revoked.assertStatus(303)
    assert.isNull(await ApiKeys.authenticate(value))
  })

  test('a nameless key or one without scopes gets Arabic messages and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const { demo } = await sites()
    const index = route('dashboard.api_keys.index', { username: 'demo' })
    const refused = await send(
      client,
      'post',
      route('dashboard.api_keys.store', { username: 'demo' }),
      owner,
      {
        name: '',
        scopes: ['orders:delete'],
      },
      index
    )
    refused.assertStatus(303)
    const errors = (refused.flashMessages() as any).inputErrorsBag
    assert.match(errors.name[0], /[\u0600-\u06FF]/)
    assert.match(errors['scopes.0'][0], /[\u0600-\u06FF]/)
    assert.lengthOf(await db.from('api_keys').where('website_id', demo.id), 0)
  })

  test('forbidden: another merchant gets 404 and cannot revoke; a customer is sent to /login', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['orders:read'])
    const nakheel = await nakheelOwner()
    ;(
      await client.get(route('dashboard.api_keys.index', { username: 'demo' })).loginAs(nakheel)
    ).assertStatus(404)
    const revoke = await send(
      client,
      'delete',
      route('dashboard.api_keys.destroy', { username: 'demo', id: key.id }),
      nakheel
    )
    revoke.assertStatus(404)
    // nakheel's own dashboard does not know demo's key either
    const own = await send(
      client,
      'delete',
      route('dashboard.api_keys.destroy', { username: 'nakheel', id: key.id }),
      nakheel
    )
    own.assertStatus(404)
    assert.isNotNull(await ApiKeys.authenticate(key.value))
    const customer = await makeCustomer(demo, 'keys.customer@example.com')
    const asCustomer = await client
      .get(route('dashboard.api_keys.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(customer)
      .redirects(0)
    asCustomer.assertStatus(302)
    assert.include(String(asCustomer.header('location')), '/login')
  })
})

test.group('Dashboard: webhooks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('registers an endpoint (secret shown once), pauses it, removes it', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const { demo } = await sites()
    const index = route('dashboard.webhooks.index', { username: 'demo' })
    const created = await send(
      client,
      'post',
      route('dashboard.webhooks.store', { username: 'demo' }),
      owner,
      {
        url: 'http://127.0.0.1:9/hook',
        events: ['order.created', 'booking.created'],
      },
      index
    )
    created.assertStatus(303)
    assert.match((created.flashMessages() as any).created_webhook.secret, /^whsec_/)
    const page = await client.get(index).withInertia().loginAs(owner)
    const endpoint = (page.inertiaProps as any).endpoints[0]
    assert.equal(endpoint.url, 'http://127.0.0.1:9/hook')
    assert.deepEqual(
      endpoint.events.map((e: any) => e.label),
      ['طلب جديد', 'حجز جديد']
    )
    const stored = await db.from('webhook_endpoints').where('website_id', demo.id).first()
    assert.notInclude(stored.secret, (created.flashMessages() as any).created_webhook.secret)

    const url = route('dashboard.webhooks.update', { username: 'demo', id: endpoint.id })
    ;(await send(client, 'patch', url, owner, { active: false }, index)).assertStatus(303)
    assert.isFalse((await WebhookEndpoints.find(demo, endpoint.id)).isActive)
    const destroy = route('dashboard.webhooks.destroy', { username: 'demo', id: endpoint.id })
    ;(await send(client, 'delete', destroy, owner, undefined, index)).assertStatus(303)
    assert.lengthOf(await WebhookEndpoints.list(demo), 0)
  })

  test('a private address is refused with an Arabic message when private addresses are not allowed', async ({
    client,
    route,
    assert,
    cleanup,
  }) => {
    WebhookNetwork.allowPrivate = false
    cleanup(() => {
      WebhookNetwork.allowPrivate = true
    })
    const owner = await demoOwner()
    const { demo } = await sites()
    const index = route('dashboard.webhooks.index', { username: 'demo' })
    const store = route('dashboard.webhooks.store', { username: 'demo' })
    const local = await send(
      client,
      'post',
      store,
      owner,
      {
        url: 'https://localhost:8443/hook',
        events: ['order.created'],
      },
      index
    )
    local.assertStatus(303)
    assert.equal(
      (local.flashMessages() as any).errorsBag.url,
      'لا يمكن إرسال الإشعارات إلى عنوان داخلي أو خاص، استخدم عنوانا عاما على الإنترنت.'
    )
    const noEvents = await send(
      client,
      'post',
      store,
      owner,
      { url: 'https://example.com/h', events: [] },
      index
    )
    assert.match((noEvents.flashMessages() as any).inputErrorsBag.events[0], /[\u0600-\u06FF]/)
    assert.lengthOf(await WebhookEndpoints.list(demo), 0)
  })

  test('forbidden: another merchant cannot see, change or resend; a customer is sent to /login', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await sites()
    const { id } = await WebhookEndpoints.create(demo, {
      url: 'http://127.0.0.1:9/hook',
      events: ['order.created'],
    })
    const [delivery] = await db
      .table('webhook_deliveries')
      .insert({
        website_id: demo.id,
        endpoint_id: id,
        event: 'order.created',
        message_id: 'msg_test',
        payload: '{}',
        status: 'failed',
        attempts: 3,
        created_at: Date.now(),
      })
      .returning('id')
    const deliveryId = Number(typeof delivery === 'object' ? delivery.id : delivery)
    const nakheel = await nakheelOwner()
    ;(
      await client.get(route('dashboard.webhooks.index', { username: 'demo' })).loginAs(nakheel)
    ).assertStatus(404)
    for (const [method, url] of [
      ['patch', route('dashboard.webhooks.update', { username: 'nakheel', id })],
      ['delete', route('dashboard.webhooks.destroy', { username: 'nakheel', id })],
      [
        'post',
        route('dashboard.webhook_deliveries.resend', { username: 'nakheel', id: deliveryId }),
      ],
      ['delete', route('dashboard.webhooks.destroy', { username: 'demo', id })],
    ] as const) {
      ;(await send(client, method, url, nakheel, { active: false })).assertStatus(404)
    }
    assert.isTrue((await WebhookEndpoints.find(demo, id)).isActive)
    const row = await db.from('webhook_deliveries').where('id', deliveryId).first()
    assert.equal(row.status, 'failed')
    const customer = await makeCustomer(demo, 'hooks.customer@example.com')
    const asCustomer = await client
      .get(route('dashboard.webhooks.index', { username: 'demo' }))
      .withGuard('customer')
      .loginAs(customer)
      .redirects(0)
    asCustomer.assertStatus(302)

    // the owner's "send again" queues it once more
    const resend = await send(
      client,
      'post',
      route('dashboard.webhook_deliveries.resend', { username: 'demo', id: deliveryId }),
      await demoOwner()
    )
    resend.assertStatus(303)
    const again = await db.from('webhook_deliveries').where('id', deliveryId).first()
    assert.equal(again.status, 'pending')
    assert.isNotNull(await db.from('jobs').where('name', 'webhook.deliver').first())
  })
})
