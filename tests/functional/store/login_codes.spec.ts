import router from '@adonisjs/core/services/router'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import CustomerLoginCode from '#models/customer_login_code'
import { LogTransport } from '#mails/transports/log_transport'
import { makeCustomer, resetStoreState, websites } from '#tests/functional/store/account_helpers'
import { useFakeTaqnyat } from '#tests/functional/sms/taqnyat_fake'
import env from '#start/env'
import { CustomerSms } from '#services/customers/customer_sms'

const page = (username = 'demo') => router.makeUrl('store.login_code.create', { username })

function ask(client: any, body: Record<string, string>, username = 'demo', ip = '198.51.100.7') {
  return client
    .post(router.makeUrl('store.login_code.send', { username }))
    .header('referer', page(username))
    .header('x-forwarded-for', ip)
    .withInertia()
    .form(body)
    .withCsrfToken()
    .redirects(0)
}

function verify(client: any, session: Record<string, unknown>, code: string, username = 'demo') {
  return client
    .post(router.makeUrl('store.login_code.verify', { username }))
    .header('referer', page(username))
    .withInertia()
    .withSession(session)
    .form({ code })
    .withCsrfToken()
    .redirects(0)
}

/** The page's answer to a wrong, spent, expired or foreign code: back with the Arabic message. */
function assertRefused(response: any) {
  response.assertStatus(303)
  const flashed = JSON.stringify(response.flashMessages())
  if (!flashed.includes('الرمز غير صحيح أو انتهت صلاحيته. اطلب رمزا جديدا.')) {
    throw new Error(`the code was not refused: ${flashed}`)
  }
  response.assertSessionMissing('auth_customer')
}

const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? null

test.group('Storefront sign-in by SMS code (Taqnyat fake)', (group) => {
  const sms = useFakeTaqnyat(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  test('the page offers SMS and e-mail when SMS is configured', async ({ client }) => {
    const response = await client.get(page()).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('store/auth/login_code')
    response.assertInertiaPropsContains({ channels: ['sms', 'email'], pending: null })
  })

  test('a code by SMS signs the customer in once; typed in Arabic-Indic digits', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'sms.login@example.com', 'نورة', '0551112299')
    const sent = await ask(client, { channel: 'sms', mobile: '+966 55 111 2299' })
    sent.assertStatus(303)
    sent.assertHeader('location', page())
    const message = sms.lastTo('966551112299')
    assert.exists(message)
    assert.equal(message!.sender, 'Safhati')
    assert.include(message!.body, 'رمز الدخول إلى')
    const code = codeIn(message!.body)!
    // only the hash is kept
    const row = await CustomerLoginCode.query().where('customer_id', customer.id).firstOrFail()
    assert.notInclude(row.codeHash, code)

    const pending = { [`store_login_code_${demo.id}`]: { channel: 'sms', recipient: '0551112299' } }
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    const signedIn = await verify(client, pending, arabic)
    signedIn.assertStatus(303)
    signedIn.assertHeader('location', '/o/demo')
    signedIn.assertSession('auth_customer')

    // spent: the same code again is refused
    const again = await verify(client, pending, code)
    assertRefused(again)
  })

  test('an unknown mobile gets the same answer and no SMS', async ({ assert, client }) => {
    const response = await ask(client, { channel: 'sms', mobile: '0559990000' })
    response.assertStatus(303)
    response.assertFlashMessage('success', 'إذا كان الرقم مسجلا لدينا فسيصلك الرمز في رسالة نصية.')
    assert.lengthOf(sms.messages, 0)
  })

  test('a bad mobile is refused in Arabic and sends nothing', async ({ assert, client }) => {
    const response = await ask(client, { channel: 'sms', mobile: '0451112299' })
    response.assertFlashMessage('inputErrorsBag', {
      mobile: ['أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'],
    })
    assert.lengthOf(sms.messages, 0)
  })

  test('wrong codes count: the fifth ends the code, even the right one is refused after', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'tries@example.com', 'سلمى', '0551112288')
    await ask(client, { channel: 'sms', mobile: '0551112288' })
    const code = codeIn(sms.lastTo('966551112288')!.body)!
    const wrong = code === '000000' ? '111111' : '000000'
    const pending = { [`store_login_code_${demo.id}`]: { channel: 'sms', recipient: '0551112288' } }
    for (let i = 0; i < 5; i++) {
      const response = await verify(client, pending, wrong)
      response.assertStatus(303)
    }
    const right = await verify(client, pending, code)
    assertRefused(right)
    const row = await CustomerLoginCode.query().where('customer_id', customer.id).firstOrFail()
    assert.equal(row.attempts, 5)
    assert.isNull(row.usedAt)
  })

  test('an expired code is refused', async ({ client }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'late@example.com', 'هيا', '0551112277')
    await ask(client, { channel: 'sms', mobile: '0551112277' })
    const code = codeIn(sms.lastTo('966551112277')!.body)!
    await CustomerLoginCode.query()
      .where('customer_id', customer.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toSQL({ includeOffset: false }) })
    const pending = { [`store_login_code_${demo.id}`]: { channel: 'sms', recipient: '0551112277' } }
    const response = await verify(client, pending, code)
    assertRefused(response)
  })

  test('sends are limited per mobile: the fourth in 15 minutes is refused', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    await makeCustomer(demo, 'flood@example.com', 'ريم', '0551112266')
    for (let i = 0; i < 3; i++) {
      ;(
        await ask(client, { channel: 'sms', mobile: '0551112266' }, 'demo', `198.51.100.${i + 20}`)
      ).assertStatus(303)
    }
    const fourth = await ask(
      client,
      { channel: 'sms', mobile: '0551112266' },
      'demo',
      '198.51.100.40'
    )
    const errors = fourth.flashMessages().errorsBag ?? fourth.flashMessages().inputErrorsBag
    assert.match(JSON.stringify(errors), /طلبت رموزا كثيرة/)
    assert.lengthOf(sms.messages, 3)
  })

  test('sends are limited per address across mobiles', async ({ client, assert }) => {
    for (let i = 0; i < 10; i++) {
      ;(
        await ask(client, { channel: 'sms', mobile: `05511100${10 + i}` }, 'demo', '198.51.100.99')
      ).assertStatus(303)
    }
    const eleventh = await ask(
      client,
      { channel: 'sms', mobile: '0551110099' },
      'demo',
      '198.51.100.99'
    )
    assert.match(JSON.stringify(eleventh.flashMessages()), /طلبت رموزا كثيرة/)
  })

  test("a code of demo's customer does not sign in on nakheel (forbidden across websites)", async ({
    client,
  }) => {
    const { demo, nakheel } = await websites()
    await makeCustomer(demo, 'cross@example.com', 'دانة', '0551112255')
    await ask(client, { channel: 'sms', mobile: '0551112255' })
    const code = codeIn(sms.lastTo('966551112255')!.body)!
    const pending = {
      [`store_login_code_${nakheel.id}`]: { channel: 'sms', recipient: '0551112255' },
    }
    const response = await verify(client, pending, code, 'nakheel')
    assertRefused(response)
  })

  test("the provider's refusal (no balance, wrong token) is an Arabic message; no code is kept", async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'nobalance@example.com', 'لمى', '0551112244')
    sms.failWith = 'no_balance'
    const refused = await ask(client, { channel: 'sms', mobile: '0551112244' })
    assert.match(JSON.stringify(refused.flashMessages()), /تعذر إرسال الرسالة النصية/)
    assert.lengthOf(await CustomerLoginCode.query().where('customer_id', customer.id), 0)

    sms.failWith = 'ok'
    const token = env.get('TAQNYAT_TOKEN')
    env.set('TAQNYAT_TOKEN', 'wrong-token')
    try {
      const unauthorized = await ask(client, { channel: 'sms', mobile: '0551112244' })
      assert.match(JSON.stringify(unauthorized.flashMessages()), /تعذر إرسال الرسالة النصية/)
    } finally {
      env.set('TAQNYAT_TOKEN', token!)
    }
    assert.lengthOf(sms.messages, 0)
  })

  test('verify without a pending code goes back to the first step; a signed-in customer is sent home', async ({
    client,
  }) => {
    const { demo } = await websites()
    const response = await verify(client, {}, '123456')
    response.assertStatus(303)
    response.assertHeader('location', page())
    const customer = await makeCustomer(demo, 'already@example.com')
    const home = await client.get(page()).withGuard('customer').loginAs(customer).redirects(0)
    home.assertStatus(302)
    home.assertHeader('location', '/o/demo')
  })
})

test.group('CustomerSms: a text to a customer of a website', (group) => {
  const sms = useFakeTaqnyat(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("sends to the customer's mobile; never to another website's customer or without a mobile", async ({
    assert,
  }) => {
    const { demo, nakheel } = await websites()
    const customer = await makeCustomer(demo, 'notice@example.com', 'أمل', '0551112211')
    assert.isTrue(await CustomerSms.send(demo, customer, 'طلب رقم 1 قيد التجهيز'))
    assert.equal(sms.lastTo('966551112211')?.body, 'طلب رقم 1 قيد التجهيز')
    assert.isFalse(await CustomerSms.send(nakheel, customer, 'x'))
    const silent = await makeCustomer(demo, 'silent@example.com', 'نوف', null)
    assert.isFalse(await CustomerSms.send(demo, silent, 'x'))
    sms.failWith = 'no_balance'
    assert.isFalse(await CustomerSms.send(demo, customer, 'y'))
    assert.lengthOf(sms.messages, 1)
  })
})

test.group('Storefront sign-in by e-mail code (SMS not configured)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetStoreState())

  test('an SMS request without a provider says so in Arabic', async ({ client, assert }) => {
    const { demo } = await websites()
    const customer = await makeCustomer(demo, 'off@example.com', 'ود', '0551112200')
    assert.isFalse(await CustomerSms.send(demo, customer, 'x'))
    const response = await client.get(page()).withInertia()
    response.assertInertiaPropsContains({ channels: ['email'] })
    const sms = await ask(client, { channel: 'sms', mobile: '0551112233' })
    assert.match(JSON.stringify(sms.flashMessages()), /تعذر إرسال الرسالة النصية/)
  })

  test('a code by e-mail signs the customer in', async ({ client, assert }) => {
    const { demo } = await websites()
    await makeCustomer(demo, 'mail.code@example.com', 'عبير')
    const sent = await ask(client, { channel: 'email', email: 'Mail.Code@example.com' })
    sent.assertStatus(303)
    const mail = LogTransport.lastTo('mail.code@example.com')
    assert.exists(mail)
    assert.include(mail!.subject, 'رمز الدخول إلى')
    const code = codeIn(mail!.text)!
    const pending = {
      [`store_login_code_${demo.id}`]: { channel: 'email', recipient: 'mail.code@example.com' },
    }
    const response = await verify(client, pending, code)
    response.assertStatus(303)
    response.assertSession('auth_customer')
  })

  test('restart forgets the pending code', async ({ client }) => {
    const { demo } = await websites()
    const response = await client
      .post(router.makeUrl('store.login_code.restart', { username: 'demo' }))
      .withSession({
        [`store_login_code_${demo.id}`]: { channel: 'email', recipient: 'x@example.com' },
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertSessionMissing(`store_login_code_${demo.id}`)
  })
})
