// A page's background requests (the dashboard's live channel) leave the next page its flash messages.
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { LiveChannels } from '#services/dashboard/live_channels'
import { demoOwner, sites } from '#tests/functional/dashboard/purchase_helpers'

test.group('Session: background requests keep the flash messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a subscription to the live channel between a save and its page keeps the toast', async ({
    client,
    assert,
  }) => {
    const { demo } = await sites()
    const response = await client
      .post('/__transmit/subscribe')
      .json({ uid: randomUUID(), channel: LiveChannels.website(demo.id) })
      .withCsrfToken()
      .loginAs(await demoOwner())
      .withFlashMessages({ success: 'تمت إضافة المنتج' })
      .redirects(0)
    response.assertStatus(204)
    assert.deepEqual(response.flashMessages(), { success: 'تمت إضافة المنتج' })
  })

  test('a page takes them off the session, as before', async ({ client, assert }) => {
    const response = await client
      .get('/dashboard/demo/products')
      .loginAs(await demoOwner())
      .withFlashMessages({ success: 'تمت إضافة المنتج' })
    response.assertStatus(200)
    assert.notProperty(response.flashMessages() ?? {}, 'success')
  })
})
