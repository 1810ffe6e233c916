import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import PlatformMessage from '#models/platform_message'
import { LogTransport } from '#mails/transports/log_transport'
import { appUrl, headTag, htmlOf, titleOf } from '#tests/functional/marketing/helpers'

test.group('Marketing contact form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // fresh counters per test: every request comes from 127.0.0.1 (X-Forwarded-For is not trusted)
  group.each.setup(() => limiter.clear())

  test('/contact renders the form and our channels on the server', async ({
    client,
    assert,
    route,
  }) => {
    const inertia = await client.get(route('marketing.contact.create')).withInertia()
    inertia.assertStatus(200)
    inertia.assertInertiaComponent('marketing/contact')
    const html = htmlOf(await client.get(route('marketing.contact.create')))
    assert.equal(titleOf(html), 'صفحتي | تواصل معنا')
    assert.match(html, /<input[^>]*name="name"/)
    assert.match(html, /<input[^>]*name="email"/)
    assert.match(html, /<textarea[^>]*name="message"/)
    assert.include(html, 'support@safhati.sa')
    assert.equal(headTag(html, 'rel', 'canonical'), `${appUrl()}/contact`)
  })

  test('empty fields are all required, in Arabic, and nothing is stored', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('marketing.contact.store'))
      .header('referer', route('marketing.contact.create'))
      .header('x-forwarded-for', '198.51.100.1')
      .withInertia()
      .form({ name: '', email: '', message: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('inputErrorsBag', {
      name: ['الحقل ضروري.'],
      email: ['الحقل ضروري.'],
      message: ['الحقل ضروري.'],
    })
    assert.lengthOf(await PlatformMessage.all(), 0)
  })

  test('the errors come back to the page as Arabic props under each field', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('marketing.contact.store'))
      .header('referer', route('marketing.contact.create'))
      .header('x-forwarded-for', '198.51.100.2')
      .withInertia()
      .form({ name: 'سارة', email: 'sara@', message: 'مرحبا بكم' })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertInertiaComponent('marketing/contact')
    const props = response.inertiaProps as any
    assert.deepEqual(props.errors, { email: 'أدخل بريد الكتروني صحيح' })
    assert.lengthOf(await PlatformMessage.all(), 0)
  })

  test('bad input gets Arabic field errors, keeps what was typed and stores nothing', async ({
    client,
    assert,
    route,
  }) => {
    const response = await client
      .post(route('marketing.contact.store'))
      .header('referer', route('marketing.contact.create'))
      .header('x-forwarded-for', '198.51.100.3')
      .withInertia()
      .form({ name: 'م', email: 'bad', message: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('inputErrorsBag', {
      name: ['يجب ألا يقل طول الحقل عن 2 أحرف'],
      email: ['أدخل بريد الكتروني صحيح'],
      message: ['الحقل ضروري.'],
    })
    // what was typed comes back to the form
    assert.equal(response.flashMessages().email, 'bad')
    assert.lengthOf(await PlatformMessage.all(), 0)
  })

  test('good input is stored once and confirmed', async ({ client, assert, route }) => {
    const response = await client
      .post(route('marketing.contact.store'))
      .header('referer', route('marketing.contact.create'))
      .header('x-forwarded-for', '198.51.100.4')
      .withInertia()
      .form({
        name: 'خالد الحربي',
        email: 'khalid@example.com',
        message: 'أرغب في معرفة تفاصيل الباقة الشهرية.',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('success', 'تم استلام رسالتك، سنتواصل معك قريبا.')
    const messages = await PlatformMessage.all()
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].email, 'khalid@example.com')

    // the sender gets a receipt with a copy of the message
    const receipt = LogTransport.lastTo('khalid@example.com')!
    assert.equal(receipt.subject, 'استلمنا رسالتك إلى صفحتي')
    assert.include(receipt.text, 'أرغب في معرفة تفاصيل الباقة الشهرية.')
  })

  test('a fourth message within a minute is refused with an Arabic message', async ({
    client,
    assert,
    route,
  }) => {
    const send = () =>
      client
        .post(route('marketing.contact.store'))
        .header('referer', route('marketing.contact.create'))
        .header('x-forwarded-for', '203.0.113.9')
        .withInertia()
        .form({ name: 'سلمان', email: 'salman@example.com', message: 'رسالة تجريبية للتأكد.' })
        .withCsrfToken()
        .redirects(0)
    for (let i = 0; i < 3; i++)
      (await send()).assertFlashMessage('success', 'تم استلام رسالتك، سنتواصل معك قريبا.')
    const refused = await send()
    refused.assertStatus(303)
    refused.assertFlashMessage('error', 'أرسلت رسائل كثيرة، حاول مرة أخرى بعد دقيقة.')
    assert.lengthOf(await PlatformMessage.all(), 3)
  })

  test('a form without the CSRF token is refused', async ({ client, assert, route }) => {
    const response = await client
      .post(route('marketing.contact.store'))
      .form({ name: 'خالد', email: 'khalid@example.com', message: 'رسالة بلا رمز' })
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.lengthOf(await PlatformMessage.all(), 0)
  })
})
