import { test } from '@japa/runner'
import { LOW_STOCK, hasStockFor, stockState } from '#services/catalogue/stock'
import { plainSummary } from '#services/sanitize'

test.group('Stock: what the pages say and what can be sold', () => {
  test('not counted sells without limit; zero is sold out; a few left are said', ({ assert }) => {
    assert.deepEqual(stockState(null), { soldOut: false, fewLeft: null })
    assert.deepEqual(stockState(0), { soldOut: true, fewLeft: null })
    assert.deepEqual(stockState(1), { soldOut: false, fewLeft: 1 })
    assert.deepEqual(stockState(LOW_STOCK), { soldOut: false, fewLeft: LOW_STOCK })
    assert.deepEqual(stockState(LOW_STOCK + 1), { soldOut: false, fewLeft: null })
  })

  test('a quantity is sold only when that many are left', ({ assert }) => {
    assert.isTrue(hasStockFor(null, 10))
    assert.isTrue(hasStockFor(3, 3))
    assert.isFalse(hasStockFor(3, 4))
    assert.isFalse(hasStockFor(0, 1))
  })
})

test.group('Rich text: a page summary', () => {
  test('words without markup, blocks apart, cut at the limit with an ellipsis', ({ assert }) => {
    assert.equal(
      plainSummary(
        '<h2>الوصف</h2><p>كعك <strong>بالتمر</strong>&nbsp;الطازج</p><ul><li>بدون سكر</li></ul>'
      ),
      'الوصف كعك بالتمر الطازج بدون سكر'
    )
    assert.equal(plainSummary('<p>نص عادي قديم</p>'), 'نص عادي قديم')
    const long = plainSummary(`<p>${'تمر '.repeat(100)}</p>`, 20)
    assert.isAtMost(long.length, 20)
    assert.isTrue(long.endsWith('…'))
    assert.notInclude(plainSummary('<p>a</p><script>alert(1)</script>'), 'alert')
  })
})
