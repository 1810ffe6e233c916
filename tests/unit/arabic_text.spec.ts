import { test } from '@japa/runner'
import { foldArabic, slugify } from '#services/arabic_text'

test.group('Arabic search folding', () => {
  test('{0} folds to {1}')
    .with([
      ['أظافر', 'اظافر'],
      ['إكسسوارات', 'اكسسوارات'],
      ['آيس كريم', 'ايس كريم'],
      ['حلاوة', 'حلاوه'],
      ['مستشفى', 'مستشفي'],
      ['قَهْوَة', 'قهوه'],
      ['تـــمــر', 'تمر'],
      ['Serum  فيتامين', 'serum فيتامين'],
    ])
    .run(({ assert }, [input, folded]) => {
      assert.equal(foldArabic(input), folded)
    })

  test('slugs keep Arabic letters and drop punctuation', ({ assert }) => {
    assert.equal(slugify('عروض الصيف! 2026'), 'عروض-الصيف-2026')
    assert.equal(slugify('  Hair Care  '), 'hair-care')
  })
})
