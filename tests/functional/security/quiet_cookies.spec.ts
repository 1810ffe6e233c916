// A GET that changes nothing writes no cookie and mints no token; every form is checked as strongly.
import { test } from '@japa/runner'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { VisitRecorder } from '#services/store/visit_recorder'

/** A browser's request to the test server, cookies as the browser holds them. */
async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${path}`, {
    redirect: 'manual',
    ...rest,
    headers: { ...(rest.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  })
  await response.arrayBuffer()
  const set = response.headers.getSetCookie().map((line) => line.split(';')[0])
  return { status: response.status, set, cookies: set.join('; ') }
}

/** The XSRF-TOKEN cookie's value, sent back as X-XSRF-TOKEN as Inertia's client does. */
const xsrfOf = (cookies: string) =>
  decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '')

/** The contact form of the marketing site, as Inertia sends it. */
const contactForm = (cookie: string, token: string | null) =>
  send('/contact', {
    method: 'POST',
    cookie,
    headers: {
      'content-type': 'application/json',
      'x-inertia': 'true',
      'accept': 'text/html, application/xhtml+xml',
      ...(token !== null ? { 'x-xsrf-token': token } : {}),
    },
    body: JSON.stringify({
      name: 'سارة',
      email: 'sara.quiet@example.com',
      phone: '0551234567',
      message: 'رسالة تجربة للتحقق من رمز الحماية',
    }),
  })

test.group('Quiet cookies: reads write nothing, forms stay checked', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  // the storefront views these visits counted are not this test's subject
  group.each.setup(() => () => VisitRecorder.discardPending())

  test('a returning visitor browsing pages gets no cookie, and its first token still sends a form', async ({
    assert,
  }) => {
    const first = await send('/csrf-cookie')
    assert.include(first.cookies, 'XSRF-TOKEN=')
    assert.include(first.cookies, 'adonis-session=')
    for (const path of ['/', '/plans', '/o/demo', '/o/demo/products', '/c/demo', '/contact']) {
      const visit = await send(path, { cookie: first.cookies })
      assert.oneOf(visit.status, [200], path)
      assert.deepEqual(visit.set, [], `${path} sets no cookie`)
    }
    const sent = await contactForm(first.cookies, xsrfOf(first.cookies))
    assert.oneOf(sent.status, [302, 303])
  })

  test('a form without a token, or with a forged one, is refused as before', async ({ assert }) => {
    const { cookies } = await send('/csrf-cookie')
    assert.equal((await contactForm(cookies, null)).status, 419)
    assert.equal((await contactForm(cookies, 'e:forged')).status, 419)
    // a visitor that never had a session cannot send one either
    assert.equal((await contactForm('', null)).status, 419)
  })

  test('a form proven by the cookie it came with keeps its token; another token of the session goes through shield', async ({
    assert,
  }) => {
    const first = await send('/csrf-cookie')
    const sent = await contactForm(first.cookies, xsrfOf(first.cookies))
    assert.oneOf(sent.status, [302, 303])
    assert.isUndefined(
      sent.set.find((cookie) => cookie.startsWith('XSRF-TOKEN=')),
      'no token minted, no cookie encrypted again'
    )
    // the browser's cookies after the answer (the session's, with its flash message): the same token
    const jar = new Map(
      [...first.set, ...sent.set].map((pair) => [pair.slice(0, pair.indexOf('=')), pair])
    )
    const again = [...jar.values()].join('; ')
    assert.oneOf((await contactForm(again, xsrfOf(first.cookies))).status, [302, 303])

    // a second token of the same session, sent with the first one's cookie: shield checks it and mints
    const second = await send('/csrf-cookie', { cookie: again })
    const otherToken = xsrfOf(second.cookies)
    assert.notEqual(otherToken, xsrfOf(first.cookies))
    const checked = await contactForm(again, otherToken)
    assert.oneOf(checked.status, [302, 303])
    assert.isDefined(checked.set.find((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    // the cookie's token with a forged header, or a token of another session: refused
    assert.equal((await contactForm(again, 'e:forged')).status, 419)
    const stranger = await send('/csrf-cookie')
    assert.equal((await contactForm(again, xsrfOf(stranger.cookies))).status, 419)
  })

  test("another session's token is stale: the next page mints a fresh one, the stale one is refused", async ({
    assert,
  }) => {
    const mine = await send('/csrf-cookie')
    const other = await send('/csrf-cookie')
    const session = /adonis-session=[^;]+/.exec(mine.cookies)![0]
    const staleXsrf = /XSRF-TOKEN=[^;]+/.exec(other.cookies)![0]
    const mixed = `${session}; ${staleXsrf}`

    const page = await send('/o/demo', { cookie: mixed })
    assert.equal(page.status, 200)
    const fresh = page.set.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    assert.isDefined(fresh, 'a fresh token replaces the stale one')

    assert.equal((await contactForm(mixed, xsrfOf(staleXsrf))).status, 419)
    const sent = await contactForm(`${session}; ${fresh}`, xsrfOf(fresh!))
    assert.oneOf(sent.status, [302, 303])
  })
})
