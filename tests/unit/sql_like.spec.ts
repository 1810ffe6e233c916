import { test } from '@japa/runner'
import { likePattern } from '#services/sql_like'

test.group('LIKE patterns of the search boxes', () => {
  test('a word is searched anywhere, its own wildcards and backslash taken literally', ({
    assert,
  }) => {
    assert.equal(likePattern('عطر'), '%عطر%')
    assert.equal(likePattern('50%'), '%50\\%%')
    assert.equal(likePattern('a_b'), '%a\\_b%')
    assert.equal(likePattern('c:\\x'), '%c:\\\\x%')
  })
})
