import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import ContactMessage from '#models/contact_message'
import User from '#models/user'
import Website from '#models/website'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'

const demoOwner = () => User.findByOrFail('email', 'demo@safhati.sa')
const nakheelOwner = () => User.findByOrFail('email', 'nakheel@safhati.sa')

/** Three messages of demo: an old unread one, a newer read one, the newest unread. */
async function demoInbox() {
  const demo = await Website.findByOrFail('username', 'demo')
  const at = (hoursAgo: number) => DateTime.utc().minus({ hours: hoursAgo })
  const old = await ContactMessageFactory.merge({
    websiteId: demo.id,
    name: 'ريم العنزي',
    message: 'هل يتوفر موعد يوم الخميس؟',
    createdAt: at(48),
  }).create()
  const read = await ContactMessageFactory.merge({
    websiteId: demo.id,
    name: 'ماجد الحربي',
    message: 'شكرا على الخدمة الممتازة.',
    createdAt: at(2),
    readAt: at(1),
  }).create()
  const newest = await ContactMessageFactory.merge({
    websiteId: demo.id,
    name: 'هند السبيعي',
    message: 'أرغب بحجز جلسة عناية بالبشرة.',
    createdAt: at(1),
  }).create()
  return { demo, old, read, newest }
}

test.group('Dashboard: the contact inbox', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists unread first, then newest first, with the unread badge in the navigation', async ({
    client,
    route,
    assert,
  }) => {
    const { old, read, newest } = await demoInbox()
    const response = await client
      .get(route('dashboard.messages.index', { username: 'demo' }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/messages/index')
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.messages.map((m: any) => m.id),
      [newest.id, old.id, read.id]
    )
    assert.deepEqual(
      props.messages.map((m: any) => m.read),
      [false, false, true]
    )
    assert.deepEqual(props.meta, { currentPage: 1, lastPage: 1, total: 3 })
    assert.deepEqual(props.dashboard.badges, { 'dashboard.messages.index': 2 })

    const html = (
      await client
        .get(route('dashboard.messages.index', { username: 'demo' }))
        .loginAs(await demoOwner())
    ).text()
    assert.include(html, 'هند السبيعي')
    assert.include(html, 'أرغب بحجز جلسة عناية بالبشرة.')
    assert.match(html, /class="dash-badge">2/)
    assert.include(html, `href="${route('dashboard.messages.index', { username: 'demo' })}"`)
  })

  test('is paginated, 20 a page', async ({ client, route, assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await ContactMessageFactory.merge({ websiteId: demo.id }).createMany(23)
    const owner = await demoOwner()
    const second = await client
      .get(route('dashboard.messages.index', { username: 'demo' }))
      .qs({ page: 2 })
      .withInertia()
      .loginAs(owner)
    const props = second.inertiaProps as any
    assert.lengthOf(props.messages, 3)
    assert.deepEqual(props.meta, { currentPage: 2, lastPage: 2, total: 23 })
  })

  test('an empty inbox says so', async ({ client, route, assert }) => {
    const html = (
      await client
        .get(route('dashboard.messages.index', { username: 'nakheel' }))
        .loginAs(await nakheelOwner())
    ).text()
    assert.include(html, 'لا توجد رسائل بعد')
  })

  test('opening a message shows it and marks it read', async ({ client, route, assert }) => {
    const { old } = await demoInbox()
    const response = await client
      .get(route('dashboard.messages.show', { username: 'demo', id: old.id }))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/messages/show')
    const props = response.inertiaProps as any
    assert.equal(props.message.name, 'ريم العنزي')
    assert.equal(props.message.message, 'هل يتوفر موعد يوم الخميس؟')
    assert.isTrue(props.message.read)
    await old.refresh()
    assert.isNotNull(old.readAt)
  })

  test('marks a message unread and read again, with a toast', async ({ client, route, assert }) => {
    const { read } = await demoInbox()
    const owner = await demoOwner()
    const index = route('dashboard.messages.index', { username: 'demo' })
    const unread = await client
      .patch(route('dashboard.messages.update', { username: 'demo', id: read.id }))
      .header('referer', index)
      .withInertia()
      .json({ read: false })
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    unread.assertStatus(303)
    unread.assertHeader('location', index)
    unread.assertFlashMessage('success', 'تم تعليم الرسالة كغير مقروءة.')
    await read.refresh()
    assert.isNull(read.readAt)

    const again = await client
      .patch(route('dashboard.messages.update', { username: 'demo', id: read.id }))
      .header('referer', index)
      .withInertia()
      .json({ read: true })
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    again.assertFlashMessage('success', 'تم تعليم الرسالة كمقروءة.')
    await read.refresh()
    assert.isNotNull(read.readAt)
  })

  test('a bad read value gets an Arabic message and changes nothing', async ({
    client,
    route,
    assert,
  }) => {
    const { read } = await demoInbox()
    const index = route('dashboard.messages.index', { username: 'demo' })
    for (const [body, message] of [
      [{}, 'الحقل ضروري.'],
      [{ read: 'maybe' }, 'قيمة الحقل غير صحيحة.'],
    ] as const) {
      const response = await client
        .patch(route('dashboard.messages.update', { username: 'demo', id: read.id }))
        .header('referer', index)
        .withInertia()
        .json(body)
        .withCsrfToken()
        .loginAs(await demoOwner())
        .redirects(0)
      response.assertFlashMessage('inputErrorsBag', { read: [message] })
    }
    await read.refresh()
    assert.isNotNull(read.readAt)
  })

  test('deletes a message with a toast', async ({ client, route, assert }) => {
    const { old } = await demoInbox()
    const index = route('dashboard.messages.index', { username: 'demo' })
    const response = await client
      .delete(route('dashboard.messages.destroy', { username: 'demo', id: old.id }))
      .header('referer', index)
      .withInertia()
      .withCsrfToken()
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', index)
    response.assertFlashMessage('success', 'تم حذف الرسالة.')
    assert.isNull(await ContactMessage.find(old.id))
  })

  test("nakheel's merchant on demo's messages: 404 and nothing changes", async ({
    client,
    route,
    assert,
  }) => {
    const { old, read } = await demoInbox()
    const nakheel = await nakheelOwner()
    // demo's inbox itself
    ;(
      await client.get(route('dashboard.messages.index', { username: 'demo' })).loginAs(nakheel)
    ).assertStatus(404)
    // demo's message ids under nakheel's own website
    const show = await client
      .get(route('dashboard.messages.show', { username: 'nakheel', id: old.id }))
      .loginAs(nakheel)
    show.assertStatus(404)
    assert.include(show.text(), 'الصفحة غير موجودة او غير صحيحة')
    const index = route('dashboard.messages.index', { username: 'nakheel' })
    const patch = await client
      .patch(route('dashboard.messages.update', { username: 'nakheel', id: read.id }))
      .header('referer', index)
      .json({ read: false })
      .withCsrfToken()
      .loginAs(nakheel)
      .redirects(0)
    patch.assertStatus(404)
    const destroy = await client
      .delete(route('dashboard.messages.destroy', { username: 'nakheel', id: old.id }))
      .header('referer', index)
      .withCsrfToken()
      .loginAs(nakheel)
      .redirects(0)
    destroy.assertStatus(404)
    // ...and on demo's own routes
    const direct = await client
      .delete(route('dashboard.messages.destroy', { username: 'demo', id: old.id }))
      .header('referer', index)
      .withCsrfToken()
      .loginAs(nakheel)
      .redirects(0)
    direct.assertStatus(404)

    await old.refresh()
    await read.refresh()
    assert.isNull(old.readAt)
    assert.isNotNull(read.readAt)
  })

  test('a guest is sent to /login', async ({ client, route }) => {
    const { old } = await demoInbox()
    const response = await client
      .get(route('dashboard.messages.show', { username: 'demo', id: old.id }))
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })
})
