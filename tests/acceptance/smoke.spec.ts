// The built app answers as `npm start` serves it: production mode, React in the browser bundle.
import { test } from '@japa/runner'
import { urlOf } from '#tests/acceptance/support/server'

test.group('Acceptance: the built app', () => {
  test('answers its home page in production mode with the Arabic right-to-left layout', async ({
    assert,
  }) => {
    const response = await fetch(urlOf('/'))
    assert.equal(response.status, 200)
    const html = await response.text()
    assert.match(html, /<html lang="ar" dir="rtl"/)
    assert.notInclude(html, '@vite/client')
  })
})
