// An order placed through /api/v1 is announced as the storefront's is: one event, one dashboard toast.
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import transmit from '@adonisjs/transmit/services/main'
import { LiveChannels } from '#services/dashboard/live_channels'
import { apiLogin, resetLimits, websites } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'

test.group('API: a placed order is announced', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })
  group.each.teardown(() => mail.restore())

  test('POST /order: one purchase:placed and one toast on its website only; the replay none', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    mail.fake()
    const session = await apiLogin(client, demo, 'api.announce@example.com')
    const address = await client.post('/api/v1/address').bearerToken(session.token).json({
      country: 'SA',
      city: 'الرياض',
      district: 'حي النرجس',
      street: 'شارع الثمامة',
      short_address: 'RNRA1234',
    })
    address.assertStatus(201)
    const [product] = await activeProducts(demo)
    const payload = {
      checkout_token: randomUUID(),
      address_id: address.body().ad.id,
      payment_method: 'cod',
      items: [{ id: product.id, quantity: 1 }],
    }

    const events: { websiteId: number; kind: string; id: number }[] = []
    const toasts: { channel: string; payload: any }[] = []
    const listener = (event: { websiteId: number; kind: string; id: number }) => {
      events.push(event)
    }
    emitter.on('purchase:placed', listener)
    const off = transmit.on('broadcast', (event) => {
      toasts.push({ channel: event.channel, payload: event.payload })
    })
    try {
      const first = await client.post('/api/v1/order').bearerToken(session.token).json(payload)
      first.assertStatus(201)
      const replay = await client.post('/api/v1/order').bearerToken(session.token).json(payload)
      replay.assertStatus(201)
      const id = first.body().order.id
      assert.equal(replay.body().order.id, id)

      assert.deepEqual(events, [{ websiteId: demo.id, kind: 'order', id }])
      assert.lengthOf(toasts, 1)
      assert.equal(toasts[0].channel, LiveChannels.website(demo.id))
      assert.notEqual(toasts[0].channel, LiveChannels.website(nakheel.id))
      assert.equal(toasts[0].payload.id, id)
      assert.equal(toasts[0].payload.kind, 'order')
    } finally {
      emitter.off('purchase:placed', listener)
      off()
    }
  })
})
