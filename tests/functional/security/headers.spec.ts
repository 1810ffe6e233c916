import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CSRF_REFUSED_MESSAGE } from '#exceptions/handler'

/** The CSP of a response as directive -> sources. */
function policyOf(header: string | undefined) {
  const policy = new Map<string, string[]>()
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name) policy.set(name, sources)
  }
  return policy
}

test.group('Security headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const pages = [
    ['a storefront page', '/o/demo'],
    ['the marketing home', '/'],
    ['an unknown URL (404)', '/no-such-page/at-all'],
    ['an unknown store (404)', '/o/no-such-store-here'],
    ['the login page', '/auth/login'],
  ]

  for (const [label, url] of pages) {
    test(`${label} carries the CSP and the other security headers`, async ({ client, assert }) => {
      const response = await client.get(url)
      const policy = policyOf(response.header('content-security-policy'))
      const scripts = policy.get('script-src') ?? []
      assert.notInclude(scripts, "'unsafe-inline'")
      assert.notInclude(scripts, "'unsafe-eval'")
      assert.isTrue(scripts.some((source) => /^'nonce-[\w-]{16,}'$/.test(source)))
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"])
      assert.deepEqual(policy.get('object-src'), ["'none'"])
      assert.deepEqual(policy.get('base-uri'), ["'self'"])
      response.assertHeader('referrer-policy', 'strict-origin-when-cross-origin')
      response.assertHeader('x-content-type-options', 'nosniff')
      response.assertHeader('x-frame-options', 'DENY')
      // HSTS only in production over HTTPS: a LAN install on plain HTTP must keep working
      assert.isUndefined(response.header('strict-transport-security'))
    })
  }

  test('every script tag of a page carries the nonce of its own response', async ({
    client,
    assert,
  }) => {
    const first = await client.get('/o/demo')
    const second = await client.get('/o/demo')
    const nonceOf = (header?: string) => header?.match(/'nonce-([^']+)'/)?.[1]
    const nonce = nonceOf(first.header('content-security-policy'))
    assert.isString(nonce)
    assert.notEqual(nonce, nonceOf(second.header('content-security-policy')))
    const scripts = first.text().match(/<script\b[^>]*>/g) ?? []
    assert.isAbove(scripts.length, 0)
    for (const tag of scripts) {
      // data blocks (JSON) never run; every other script needs the nonce
      if (/type="application\/(ld\+)?json"/.test(tag)) continue
      assert.include(tag, `nonce="${nonce}"`, tag)
    }
  })

  test('cookies are not Secure over plain HTTP, and a forged X-Forwarded-Proto changes nothing', async ({
    client,
    assert,
  }) => {
    // no TRUSTED_PROXIES: a forged X-Forwarded-Proto changes nothing, and neither does X-Forwarded-For
    // a refused form flashes its message: the session cookie is written
    const response = await client
      .post('/contact')
      .header('x-inertia', 'true')
      .header('x-forwarded-proto', 'https')
      .form({ name: 'x' })
    const cookies = ([] as string[]).concat(response.response.headers['set-cookie'] ?? [])
    assert.isAbove(cookies.length, 0)
    for (const cookie of cookies) assert.notMatch(cookie, /;\s*secure/i)
    assert.isUndefined(response.header('strict-transport-security'))
  })
})

test.group('CSRF refusals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a JSON request with no token gets 419 JSON in Arabic, not a redirect', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/contact')
      .header('accept', 'application/json')
      .json({ name: 'x', email: 'x@example.com', message: 'hello' })
    response.assertStatus(419)
    assert.equal(response.body().message, CSRF_REFUSED_MESSAGE)
    assert.isUndefined(response.header('location'))
  })

  test('an Inertia visit with a bad token gets 419 and the message flashed for the reload', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/contact')
      .header('x-inertia', 'true')
      .header('x-xsrf-token', 'forged-token')
      .form({ name: 'x', email: 'x@example.com', message: 'hello' })
    response.assertStatus(419)
    assert.equal(response.body().message, CSRF_REFUSED_MESSAGE)
    assert.isUndefined(response.header('location'))
    assert.equal(response.flashMessages()?.error, CSRF_REFUSED_MESSAGE)
  })

  test('a plain browser form with no token gets a 419 Arabic page', async ({ client, assert }) => {
    const response = await client
      .post('/contact')
      .header('accept', 'text/html')
      .form({ name: 'x', email: 'x@example.com', message: 'hello' })
    response.assertStatus(419)
    assert.include(response.text(), CSRF_REFUSED_MESSAGE)
    assert.isUndefined(response.header('location'))
  })
})
