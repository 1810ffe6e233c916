import { test } from '@japa/runner'
import { ensureRequestId } from '#http/server/request_ids'

test.group("Request ids (the 500 page's reference)", () => {
  test('a request without one gets a short id, set on its headers, never the same twice', ({
    assert,
  }) => {
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const headers: Record<string, string | undefined> = {}
      const id = ensureRequestId(headers)
      assert.match(id, /^[0-9a-f]{6}-[0-9a-z]+$/)
      assert.equal(headers['x-request-id'], id)
      seen.add(id)
    }
    assert.equal(seen.size, 1000)
  })

  test("a proxy's sane id is kept; markup, spaces or a long value are replaced", ({ assert }) => {
    assert.equal(ensureRequestId({ 'x-request-id': 'edge-7f3a:9c.1' }), 'edge-7f3a:9c.1')
    for (const given of ['<script>', 'a b', 'x'.repeat(65), '', undefined]) {
      const headers: Record<string, string | undefined> = { 'x-request-id': given }
      const id = ensureRequestId(headers)
      assert.notEqual(id, given)
      assert.match(id, /^[0-9a-f]{6}-[0-9a-z]+$/)
    }
  })
})
