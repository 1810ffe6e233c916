import { test } from '@japa/runner'
import { LogTransport } from '#mails/transports/log_transport'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import ContactMessage from '#models/contact_message'
import { makeWebsite } from './helpers.js'

const SENT = 'تم استلام رسالتك، سنتواصل معك قريبا.'

test.group('Content site: contact', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // fresh counters per test: every request comes from 127.0.0.1 (X-Forwarded-For is not trusted)
  group.each.setup(() => limiter.clear())

  test('/contact shows the form and the merchant contact details', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .get(route('content.contact.create', { username: 'demo' }))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('content/contact')
    assert.equal((response.inertiaProps as any).seo.title, 'تواصل معنا | مركز لمسة جمال')
    const html = (await client.get(route('content.contact.create', { username: 'demo' }))).text()
    assert.include(html, 'action="/c/demo/contact"')
    assert.include(html, 'href="tel:0112345678"')
    assert.include(html, 'hello@lamsatjamal.sa')
  })

  test('a message is stored for this website only and confirmed', async ({
    client,
    assert,
    route,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const response = await client
      .post(route('content.contact.store', { username: 'demo' }))
      .header('referer', route('content.contact.create', { username: 'demo' }))
      .withInertia()
      .form({ name: 'ريم العنزي', email: 'reem@example.com', message: 'هل يتوفر موعد يوم الخميس؟' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/c/demo/contact')
    response.assertFlashMessage('success', SENT)

    const messages = await ContactMessage.all()
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].websiteId, demo.id)
    assert.equal(messages[0].email, 'reem@example.com')
    assert.lengthOf(await demo.related('contactMessages').query(), 1)

    // the sender gets a receipt naming the merchant
    const receipt = LogTransport.lastTo('reem@example.com')!
    assert.equal(receipt.subject, `استلمنا رسالتك إلى ${demo.nameAr}`)
    assert.include(receipt.text, 'هل يتوفر موعد يوم الخميس؟')
  })

  test('a message sent on one website never lands on another', async ({
    client,
    assert,
    route,
  }) => {
    const other = await makeWebsite()
    await client
      .post(route('content.contact.store', { username: other.username }))
      .header('referer', route('content.contact.create', { username: other.username }))
      .withInertia()
      .form({ name: 'ماجد', email: 'majed@example.com', message: 'رسالة لموقع آخر تماما.' })
      .withCsrfToken()
      .redirects(0)
    const demo = await Website.findByOrFail('username', 'demo')
    assert.lengthOf(await demo.related('contactMessages').query(), 0)
    assert.lengthOf(await other.related('contactMessages').query(), 1)
  })

  test('bad input gets Arabic field errors, keeps what was typed and stores nothing', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('content.contact.store', { username: 'demo' }))
      .header('referer', route('content.contact.create', { username: 'demo' }))
      .withInertia()
      .form({ name: 'ر', email: 'not-an-email', message: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('inputErrorsBag', {
      name: ['يجب ألا يقل طول الحقل عن 2 أحرف'],
      email: ['أدخل بريد الكتروني صحيح'],
      message: ['الحقل ضروري.'],
    })
    assert.equal(response.flashMessages().email, 'not-an-email')
    assert.lengthOf(await ContactMessage.all(), 0)
  })

  test('a fourth message within a minute is refused in Arabic and not stored', async ({
    client,
    assert,
    route,
  }) => {
    const send = () =>
      client
        .post(route('content.contact.store', { username: 'demo' }))
        .header('referer', route('content.contact.create', { username: 'demo' }))
        .header('x-forwarded-for', '198.51.100.23')
        .withInertia()
        .form({ name: 'نوف', email: 'nouf@example.com', message: 'أرغب في حجز موعد قريب.' })
        .withCsrfToken()
        .redirects(0)
    for (let i = 0; i < 3; i++) (await send()).assertFlashMessage('success', SENT)
    const refused = await send()
    refused.assertStatus(303)
    refused.assertFlashMessage('error', 'أرسلت رسائل كثيرة، حاول مرة أخرى بعد دقيقة.')
    assert.lengthOf(await ContactMessage.all(), 3)
  })

  test('a form without the CSRF token is refused', async ({ client, assert, route }) => {
    const response = await client
      .post(route('content.contact.store', { username: 'demo' }))
      .form({ name: 'خالد', email: 'khalid@example.com', message: 'رسالة بلا رمز الحماية' })
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.notEqual(response.status(), 303)
    assert.lengthOf(await ContactMessage.all(), 0)
  })
})
