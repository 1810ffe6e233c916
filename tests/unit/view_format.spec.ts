import { test } from '@japa/runner'
import { formatDate, formatMoney, formatTime } from '../../inertia/lib/format.js'

/*
 * The view's formatters are written by hand so that a phone builds no Intl formatter while a page
 * starts; they must print exactly what Intl prints for Saudi dates and SAR amounts.
 */
test.group('View formatters (inertia/lib/format.ts)', () => {
  test('amounts in halalas print as Intl en-US with two decimals', ({ assert }) => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    for (const halalas of [
      0, 1, 9, 10, 99, 100, 101, 8900, 12345, 100000, 123456789, -5, -123456,
    ]) {
      assert.equal(formatMoney(halalas), intl.format(halalas / 100), `${halalas} halalas`)
    }
    assert.equal(formatMoney(123456789), '1,234,567.89')
  })

  test('dates and times print as Intl in Saudi time, Gregorian months in Arabic', ({ assert }) => {
    const date = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Riyadh',
    })
    const time = new Intl.DateTimeFormat('ar-SA-u-nu-latn', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Riyadh',
    })
    // every 7 h 18 min over about three years: all hours, both sides of midnight, every month
    for (let i = 0; i < 4000; i++) {
      const iso = new Date(Date.UTC(2024, 0, 1) + i * 26_280_000).toISOString()
      assert.equal(formatDate(iso), date.format(new Date(iso)), iso)
      assert.equal(formatTime(iso), time.format(new Date(iso)), iso)
    }
    // 21:30 UTC is half past midnight of the next day in Riyadh
    assert.equal(formatDate('2026-01-05T21:30:00Z'), '6 يناير 2026')
    assert.equal(formatTime('2026-01-05T21:30:00Z'), '12:30 ص')
    assert.equal(formatDate(null), '')
  })
})
