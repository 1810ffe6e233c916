import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ContactMessage from '#models/contact_message'
import { messageOf, settingsBody } from '#tests/functional/merchant_api/contract_resources'
import { sites } from '#tests/functional/dashboard/purchase_helpers'
import { resetLimits } from '#tests/functional/api/helpers'
import { assertProblem, bearer, call, keyOf } from '#tests/functional/merchant_api/helpers'

test.group('Merchant API: messages and settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetLimits())

  test('messages: listed (unread filter), read without marking, marked read and unread, deleted', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['messages:read', 'messages:write'])
    const message = await messageOf(demo)
    const unread = await call(client, 'get', '/messages?read=false&limit=100', key.value)
    unread.assertStatus(200)
    assert.include(
      unread.body().data.map((row: any) => row.id),
      message.id
    )
    const shown = await call(client, 'get', `/messages/${message.id}`, key.value)
    assert.equal(shown.body().data.message, 'هل تفتحون يوم الجمعة؟')
    assert.isFalse(shown.body().data.read)
    await message.refresh()
    assert.isNull(message.readAt)
    const read = await call(client, 'patch', `/messages/${message.id}`, key.value, { read: true })
    read.assertStatus(200)
    assert.isTrue(read.body().data.read)
    const again = await call(client, 'patch', `/messages/${message.id}`, key.value, { read: false })
    assert.isFalse(again.body().data.read)
    assertProblem(
      assert,
      await call(client, 'patch', `/messages/${message.id}`, key.value, { read: 'x' }),
      422,
      'validation_failed'
    )
    const removed = await client
      .delete(`/api/v1/merchant/messages/${message.id}`)
      .headers(bearer(key.value))
    removed.assertStatus(200)
    assert.isNull(await ContactMessage.find(message.id))
  })

  test('settings: read as the form holds them and replaced; bad input stores nothing', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const key = await keyOf(demo, ['settings:read', 'settings:write'])
    const shown = await call(client, 'get', '/settings', key.value)
    shown.assertStatus(200)
    assert.isString(shown.header('etag'))
    assert.properties(shown.body().data, ['name', 'invoicing'])
    const body = settingsBody(shown.body().data)
    const saved = await call(client, 'put', '/settings', key.value, {
      ...body,
      name: 'متجر التجربة الجديد',
    })
    saved.assertStatus(200)
    assert.equal(saved.body().data.name, 'متجر التجربة الجديد')
    await demo.refresh()
    assert.equal(demo.nameAr, 'متجر التجربة الجديد')
    const bad = await call(client, 'put', '/settings', key.value, { ...body, name: '' })
    assertProblem(assert, bad, 422, 'validation_failed')
    await demo.refresh()
    assert.equal(demo.nameAr, 'متجر التجربة الجديد')
  })

  test('forbidden: no scope is a 403, another website’s message a 404, a read-only key cannot write', async ({
    client,
    assert,
  }) => {
    const { demo, nakheel } = await sites()
    const key = await keyOf(demo, ['messages:read', 'messages:write', 'settings:read'])
    const orders = await keyOf(demo, ['orders:read', 'orders:write'])
    for (const path of ['/messages', '/settings']) {
      assertProblem(assert, await call(client, 'get', path, orders.value), 403, 'api_scope_missing')
    }
    const theirs = await messageOf(nakheel)
    assertProblem(
      assert,
      await call(client, 'get', `/messages/${theirs.id}`, key.value),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await call(client, 'patch', `/messages/${theirs.id}`, key.value, { read: true }),
      404,
      'not_found'
    )
    assertProblem(
      assert,
      await client.delete(`/api/v1/merchant/messages/${theirs.id}`).headers(bearer(key.value)),
      404,
      'not_found'
    )
    await theirs.refresh()
    assert.isNull(theirs.readAt)
    const body = settingsBody((await call(client, 'get', '/settings', key.value)).body().data)
    assertProblem(
      assert,
      await call(client, 'put', '/settings', key.value, { ...body, name: 'ليس لي' }),
      403,
      'api_scope_missing'
    )
  })
})
