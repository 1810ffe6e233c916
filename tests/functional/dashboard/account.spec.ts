import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { LogTransport } from '#mails/transports/log_transport'
import { SESSION_VERSION_KEY } from '#http/sessions/merchant_session'

const demoOwner = () => User.findByOrFail('email', 'demo@safhati.sa')

/** The four-digit code of the latest mail to this address. */
function codeMailedTo(email: string): string {
  const mail = LogTransport.lastTo(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const match = /^(\d{4})$/m.exec(mail.text)
  if (!match) throw new Error(`no code in the mail to ${email}`)
  return match[1]
}

/** A form sent from the account page, signed in as `user`. */
function send(
  client: any,
  route: any,
  method: 'put' | 'post',
  name: string,
  user: User,
  body: object
) {
  return client[method](route(name))
    .header('referer', route('dashboard.account.show'))
    .withInertia()
    .form(body)
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

/**
 * The Arabic message the page shows under `field`: a validation error (inputErrorsBag) or a broken
 * rule of the service (errorsBag) both reach the form as the field's error.
 */
function fieldError(response: any, field: string): string | undefined {
  const flash = response.flashMessages() ?? {}
  return flash.inputErrorsBag?.[field]?.[0] ?? flash.errorsBag?.[field]
}

test.group('Dashboard: the merchant account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    LogTransport.clear()
    await limiter.clear()
  })

  test('/dashboard/account is the account page, not a website, with the websites in the shell', async ({
    client,
    route,
    assert,
  }) => {
    assert.equal(route('dashboard.account.show'), '/dashboard/account')
    const response = await client
      .get(route('dashboard.account.show'))
      .withInertia()
      .loginAs(await demoOwner())
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/account/show')
    const props = response.inertiaProps as any
    assert.deepEqual(props.account, { name: 'نورة العتيبي', email: 'demo@safhati.sa' })
    assert.isNull(props.pendingEmail)
    assert.isNull(props.website)
    assert.deepEqual(props.dashboard.websites, [
      { username: 'demo', name: 'مركز لمسة جمال', current: false },
    ])

    const html = (
      await client.get(route('dashboard.account.show')).loginAs(await demoOwner())
    ).text()
    assert.include(html, 'حسابي')
    assert.include(html, 'href="/dashboard/demo"')
    assert.include(html, 'تغيير كلمة المرور')
  })

  test('a guest is sent to /login', async ({ client, route }) => {
    const response = await client.get(route('dashboard.account.show')).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('changes the name with a toast', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    const response = await send(client, route, 'put', 'dashboard.account.update', owner, {
      name: 'نورة بنت محمد',
    })
    response.assertStatus(303)
    response.assertHeader('location', '/dashboard/account')
    response.assertFlashMessage('success', 'تم حفظ الاسم.')
    await owner.refresh()
    assert.equal(owner.name, 'نورة بنت محمد')
  })

  test('a bad name gets an Arabic message and nothing is stored', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    for (const [name, message] of [
      ['', 'الحقل ضروري.'],
      ['ن', 'يجب ألا يقل طول الحقل عن 2 أحرف'],
      ['ن'.repeat(51), 'يجب ألا يزيد طول الحقل عن 50 حرفا'],
    ]) {
      const response = await send(client, route, 'put', 'dashboard.account.update', owner, {
        name,
      })
      response.assertFlashMessage('inputErrorsBag', { name: [message] })
    }
    await owner.refresh()
    assert.equal(owner.name, 'نورة العتيبي')
  })

  test('the e-mail changes only after the right code sent to the new address', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const asked = await send(client, route, 'post', 'dashboard.account_email.store', owner, {
      email: 'Noura.New@Example.com',
    })
    asked.assertStatus(303)
    asked.assertHeader('location', '/dashboard/account')
    asked.assertFlashMessage('success', 'أرسلنا رمز التأكيد إلى بريدك الجديد.')
    const mail = LogTransport.lastTo('noura.new@example.com')!
    assert.equal(mail.subject, 'رمز تأكيد بريدك الإلكتروني الجديد في صفحتي')
    const code = codeMailedTo('noura.new@example.com')
    // nothing changed yet; the page asks for the code
    await owner.refresh()
    assert.equal(owner.email, 'demo@safhati.sa')
    const page = await client.get(route('dashboard.account.show')).withInertia().loginAs(owner)
    assert.equal((page.inertiaProps as any).pendingEmail.email, 'noura.new@example.com')

    // a wrong code: refused, nothing changed
    const wrongCode = code === '0000' ? '1111' : '0000'
    const wrong = await send(client, route, 'put', 'dashboard.account_email.update', owner, {
      code: wrongCode,
    })
    wrong.assertStatus(303)
    assert.equal(fieldError(wrong, 'code'), 'الرمز غير صحيح، بقيت لك 4 محاولات.')
    await owner.refresh()
    assert.equal(owner.email, 'demo@safhati.sa')

    // not four digits: the validator's message
    const bad = await send(client, route, 'put', 'dashboard.account_email.update', owner, {
      code: '12',
    })
    assert.equal(fieldError(bad, 'code'), 'أدخل الرمز المكون من 4 أرقام.')

    // the right code
    const right = await send(client, route, 'put', 'dashboard.account_email.update', owner, {
      code,
    })
    right.assertStatus(303)
    right.assertFlashMessage('success', 'تم تغيير بريدك الإلكتروني.')
    await owner.refresh()
    assert.equal(owner.email, 'noura.new@example.com')

    // the code is spent
    const again = await send(client, route, 'put', 'dashboard.account_email.update', owner, {
      code,
    })
    assert.equal(fieldError(again, 'code'), 'لا يوجد رمز صالح لتغيير البريد. اطلب رمزا جديدا.')
  })

  test('bad e-mails get Arabic messages, no mail and no change', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    for (const [email, message] of [
      ['', 'الحقل ضروري.'],
      ['a@b', 'يجب ألا يقل طول الحقل عن 5 أحرف'],
      ['not-an-email', 'أدخل بريد الكتروني صحيح'],
      [`${'n'.repeat(95)}@example.com`, 'يجب ألا يزيد طول الحقل عن 100 حرفا'],
      // another merchant's address
      ['Nakheel@Safhati.sa', 'هذا البريد الإلكتروني مسجل من قبل.'],
      // the same address
      ['demo@safhati.sa', 'هذا هو بريدك الإلكتروني الحالي.'],
    ]) {
      const response = await send(client, route, 'post', 'dashboard.account_email.store', owner, {
        email,
      })
      assert.equal(fieldError(response, 'email'), message, email)
    }
    assert.lengthOf(LogTransport.outbox, 0)
    await owner.refresh()
    assert.equal(owner.email, 'demo@safhati.sa')
  })

  test('a second code within a minute is refused in Arabic', async ({ client, route, assert }) => {
    const owner = await demoOwner()
    await send(client, route, 'post', 'dashboard.account_email.store', owner, {
      email: 'first@example.com',
    })
    const second = await send(client, route, 'post', 'dashboard.account_email.store', owner, {
      email: 'second@example.com',
    })
    second.assertStatus(303)
    assert.match(fieldError(second, 'email') ?? '', /^يمكنك طلب رمز جديد بعد \d+ ثانية\.$/)
  })

  test('the password changes with the current one and ends the other sessions', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const version = owner.sessionVersion
    // another device, signed in before the change
    const other = await client
      .post(route('auth.session.store'))
      .withInertia()
      .form({ email: 'demo@safhati.sa', password: 'safhati123' })
      .withCsrfToken()
      .redirects(0)
    const otherSession = other.session()
    ;(
      await client.get(route('dashboard.account.show')).withSession(otherSession).redirects(0)
    ).assertStatus(200)

    const response = await send(client, route, 'put', 'dashboard.account_password.update', owner, {
      current_password: 'safhati123',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    })
    response.assertStatus(303)
    response.assertHeader('location', '/dashboard/account')
    response.assertFlashMessage(
      'success',
      'تم تغيير كلمة المرور، وخرجنا من حسابك في الأجهزة الأخرى.'
    )
    assert.equal(response.session()[SESSION_VERSION_KEY], version + 1)

    await owner.refresh()
    assert.isTrue(await hash.verify(owner.password, 'new-secret-1'))
    assert.equal(owner.sessionVersion, version + 1)

    // the other device is signed out; this browser goes on
    const stale = await client
      .get(route('dashboard.account.show'))
      .withSession(otherSession)
      .redirects(0)
    stale.assertStatus(302)
    stale.assertHeader('location', '/login')
    const fresh = await client
      .get(route('dashboard.account.show'))
      .withInertia()
      .withSession(response.session())
    fresh.assertStatus(200)
  })

  test('a wrong current password or a bad new one: Arabic messages, nothing changes', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const version = owner.sessionVersion
    const cases: Array<[object, Record<string, string>]> = [
      [
        {
          current_password: 'wrong-one',
          password: 'new-secret-1',
          password_confirmation: 'new-secret-1',
        },
        { current_password: 'كلمة المرور الحالية غير صحيحة.' },
      ],
      [
        { password: 'new-secret-1', password_confirmation: 'new-secret-1' },
        { current_password: 'الحقل ضروري.' },
      ],
      [
        { current_password: 'safhati123', password: '12345', password_confirmation: '12345' },
        { password: 'يجب ألا يقل طول الحقل عن 6 أحرف' },
      ],
      [
        {
          current_password: 'safhati123',
          password: 'new-secret-1',
          password_confirmation: 'other-1',
        },
        { password: 'كلمتا المرور غير متطابقتين.' },
      ],
    ]
    for (const [body, errors] of cases) {
      const response = await send(
        client,
        route,
        'put',
        'dashboard.account_password.update',
        owner,
        body
      )
      response.assertStatus(303)
      for (const [field, message] of Object.entries(errors)) {
        assert.equal(fieldError(response, field), message, field)
      }
    }
    await owner.refresh()
    assert.isTrue(await hash.verify(owner.password, 'safhati123'))
    assert.equal(owner.sessionVersion, version)
  })
})
