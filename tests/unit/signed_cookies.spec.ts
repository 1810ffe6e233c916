import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'
import { SESSION_COOKIE_NAME } from '#http/sessions/guest_cookie_session_store'

test.group('Signed session cookie kept in memory (start/signed_cookies.ts)', () => {
  test('a kept signature still refuses a tampered value, another purpose and an expired message', async ({
    assert,
  }) => {
    const { verifier } = encryption
    const id = `session-${Math.random()}`
    const signed = verifier.sign(id, undefined, SESSION_COOKIE_NAME)
    assert.equal(verifier.sign(id, undefined, SESSION_COOKIE_NAME), signed)
    // twice: the second answer comes from memory
    assert.equal(verifier.unsign(signed, SESSION_COOKIE_NAME), id)
    assert.equal(verifier.unsign(signed, SESSION_COOKIE_NAME), id)

    const [encoded, hash] = signed.split('.')
    const forged = `${encoded}.${hash.slice(0, -2)}${hash.endsWith('AA') ? 'BB' : 'AA'}`
    assert.isNull(verifier.unsign(forged, SESSION_COOKIE_NAME))
    assert.isNull(verifier.unsign(signed, 'another-cookie'))

    // messages of other purposes are never kept: an expiring one fails once expired
    const expiring = verifier.sign('link', '1s', 'signed-url')
    assert.equal(verifier.unsign(expiring, 'signed-url'), 'link')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.isNull(verifier.unsign(expiring, 'signed-url'))
  }).timeout(5000)
})
