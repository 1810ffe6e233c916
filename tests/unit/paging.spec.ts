// The one reading of ?page= (app/http/input/paging.ts): every list of the app, the API's excepted (its validator).
import { test } from '@japa/runner'
import { MAX_PAGE, pageNumber } from '#http/input/paging'

test.group('Paging: ?page=', () => {
  test('a positive integer is that page, up to the cap', ({ assert }) => {
    assert.equal(pageNumber('1'), 1)
    assert.equal(pageNumber('7'), 7)
    assert.equal(pageNumber(' 3 '), 3)
    assert.equal(pageNumber(12), 12)
    assert.equal(pageNumber('99999999'), MAX_PAGE)
  })

  test('anything else is the first page', ({ assert }) => {
    for (const value of [
      '-3',
      '0',
      '2.5',
      '1e3',
      'abc',
      '',
      '0x10',
      ['2'],
      {},
      null,
      undefined,
      Number.NaN,
    ]) {
      assert.equal(pageNumber(value), 1, String(value))
    }
    assert.equal(pageNumber(-3), 1)
    assert.equal(pageNumber(Number.POSITIVE_INFINITY), 1)
  })
})
