import { test } from '@japa/runner'
import { suggestUsername } from '../../inertia/lib/transliterate.js'

test.group('suggestUsername: a Latin address from an Arabic name', () => {
  test('Arabic names read as Latin letters, words joined by a dash', ({ assert }) => {
    assert.equal(suggestUsername('مخبز ريم'), 'mkhbz-rim')
    assert.equal(suggestUsername('حلويات نورة'), 'hloyat-nora')
    assert.equal(suggestUsername('وردة الشرق'), 'wrda-alshrq')
    assert.equal(suggestUsername('علي'), 'ali')
  })

  test('marks, Arabic digits, Latin letters and symbols', ({ assert }) => {
    assert.equal(suggestUsername('مَخْبَز  ٣'), 'mkhbz-3')
    assert.equal(suggestUsername('Reem Bakery!'), 'reem-bakery')
    assert.equal(suggestUsername('  --مخبز-- '), 'mkhbz')
  })

  test('nothing usable, or too short, suggests nothing; a long name is cut at 30', ({ assert }) => {
    assert.equal(suggestUsername(''), '')
    assert.equal(suggestUsername('؟؟'), '')
    assert.equal(suggestUsername('رم'), '')
    const long = suggestUsername('مؤسسة الحلويات الشرقية الفاخرة للمناسبات')
    assert.isAtMost(long.length, 30)
    assert.match(long, /^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })
})
