import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Customer from '#models/customer'
import { demoOwner, png } from '#tests/functional/dashboard/website_helpers'

/** The temporary files the upload middleware writes while a request is in flight. */
const uploadTemps = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('safhati-upload-'))

test.group('Uploads: multipart only where files are taken', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an anonymous file posted to a form route is never read nor written to disk', async ({
    client,
    assert,
  }) => {
    const before = await uploadTemps()
    const response = await client
      .post('/contact')
      .header('accept', 'application/json')
      .file('junk', Buffer.alloc(256 * 1024, 1), { filename: 'junk.bin' })
    // CSRF refuses it; the body was never parsed (no temp file, before or after)
    response.assertStatus(419)
    assert.deepEqual(await uploadTemps(), before)
  })

  test('the settings route takes a logo and leaves no temporary file behind', async ({
    client,
    assert,
    route,
  }) => {
    const before = await uploadTemps()
    const response = await client
      .put(route('dashboard.settings.update', { username: 'demo' }))
      .fields({ name: 'متجر التجربة', support_content: '1' })
      .file('logo', await png(200, 200), { filename: 'logo.png' })
      .withCsrfToken()
      .withInertia()
      .header('referer', route('dashboard.settings.edit', { username: 'demo' }))
      .loginAs(await demoOwner())
      .redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.deepEqual(await uploadTemps(), before)
  })

  test('a body of more than five times the route limit is cut off with 413', async ({
    client,
    assert,
    route,
  }) => {
    const before = await uploadTemps()
    const response = await client
      .put(route('dashboard.settings.update', { username: 'demo' }))
      .field('name', 'x')
      .file('logo', Buffer.alloc(11 * 1024 * 1024, 7), { filename: 'huge.png' })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(413)
    assert.deepEqual(await uploadTemps(), before)
  })
})

test.group('Rate limits per address and per account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('logins with many e-mails from one address are held back after 10 a minute', async ({
    client,
    assert,
    route,
  }) => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await client
        .post(route('auth.session.store'))
        .header('accept', 'application/json')
        // a forged address per request changes nothing: no proxy is trusted
        .header('x-forwarded-for', `198.51.100.${i + 1}`)
        .json({ email: `someone${i}@example.com`, password: 'wrong-pass' })
        .withCsrfToken()
        .redirects(0)
      statuses.push(response.status())
    }
    assert.notInclude(statuses.slice(0, 10), 429)
    assert.equal(statuses[10], 429)
  })

  test('storefront sign-ups from one address stop after 10 an hour', async ({
    client,
    assert,
    route,
  }) => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await client
        .post(route('store.signup.store', { username: 'demo' }))
        .header('accept', 'application/json')
        .header('x-forwarded-for', `203.0.113.${i + 1}`)
        .json({
          name: 'زائر',
          mobile: `05000003${String(i).padStart(2, '0')}`,
          email: `visitor${i}@example.com`,
          password: 'secret123',
        })
        .withCsrfToken()
        .redirects(0)
      statuses.push(response.status())
    }
    assert.deepEqual(statuses.slice(10), [429, 429])
    const created = await Customer.query().whereILike('email', 'visitor%@example.com')
    assert.isAtMost(created.length, 10)
  })
})
