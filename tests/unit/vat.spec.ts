import { test } from '@japa/runner'
import { splitVat, halalasToDecimal } from '#services/invoices/vat'

test.group('VAT split of a VAT-inclusive total', () => {
  test('subtotal = round(total / 1.15) and vat = total - subtotal, {total}')
    .with([
      { total: 0, subtotal: 0 },
      { total: 1, subtotal: 1 },
      { total: 2, subtotal: 2 },
      { total: 115, subtotal: 100 },
      { total: 11500, subtotal: 10000 },
      { total: 9900, subtotal: 8609 },
      { total: 4500, subtotal: 3913 },
      { total: 12345, subtotal: 10735 },
      { total: 99999, subtotal: 86956 },
      { total: 123456789, subtotal: 107353730 },
    ])
    .run(({ assert }, { total, subtotal }) => {
      const split = splitVat(total)
      assert.equal(split.subtotal, subtotal)
      assert.equal(split.vat, total - subtotal)
      assert.equal(split.subtotal + split.vat, total)
    })

  test('agrees with Math.round(total / 1.15) for every total up to 200,000 halalas', ({
    assert,
  }) => {
    for (let total = 0; total <= 200_000; total++) {
      const expected = Math.round(total / 1.15)
      if (splitVat(total).subtotal !== expected) {
        assert.fail(`total ${total}: ${splitVat(total).subtotal} !== ${expected}`)
      }
    }
  })

  test('refuses fractions and negative amounts', ({ assert }) => {
    assert.throws(() => splitVat(10.5))
    assert.throws(() => splitVat(-1))
  })

  test('halalas print as SAR with two decimals', ({ assert }) => {
    assert.equal(halalasToDecimal(10000), '100.00')
    assert.equal(halalasToDecimal(1500), '15.00')
    assert.equal(halalasToDecimal(5), '0.05')
    assert.equal(halalasToDecimal(123456), '1234.56')
  })
})
