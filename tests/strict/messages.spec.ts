// Contact forms and the dashboard's inbox with no global transaction
import { test } from '@japa/runner'
import ContactMessage from '#models/contact_message'
import PlatformMessage from '#models/platform_message'
import { assertSaved, dashboardForm, demoMerchant } from '#tests/strict/helpers'

test.group('Strict: contact messages', () => {
  test("a visitor writes to demo's content site; the merchant reads it, then deletes it", async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const contact = route('content.contact.create', { username: 'demo' })
    const sent = await client
      .post(route('content.contact.store', { username: 'demo' }))
      .header('referer', contact)
      .withInertia()
      .form({ name: 'ريم العنزي', email: 'reem@example.com', message: 'هل يتوفر موعد يوم الخميس؟' })
      .withCsrfToken()
      .redirects(0)
    assertSaved(assert, sent, contact)
    const message = await ContactMessage.query()
      .where('website_id', demo.id)
      .where('email', 'reem@example.com')
      .firstOrFail()
    assert.isNull(message.readAt)

    const index = route('dashboard.messages.index', { username: 'demo' })
    const update = route('dashboard.messages.update', { username: 'demo', id: message.id })
    const read = await dashboardForm(client, 'patch', update, owner, index, { read: true })
    assertSaved(assert, read, index)
    await message.refresh()
    assert.isNotNull(message.readAt)

    const destroy = route('dashboard.messages.destroy', { username: 'demo', id: message.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await ContactMessage.find(message.id))
  })

  test('a visitor writes to the platform', async ({ client, route, assert }) => {
    const contact = route('marketing.contact.create')
    const sent = await client
      .post(route('marketing.contact.store'))
      .header('referer', contact)
      .withInertia()
      .form({
        name: 'سارة القحطاني',
        email: 'sara@example.com',
        message: 'أريد معرفة المزيد عن الباقات.',
      })
      .withCsrfToken()
      .redirects(0)
    assertSaved(assert, sent, contact)
    assert.lengthOf(await PlatformMessage.query().where('email', 'sara@example.com'), 1)
  })
})
