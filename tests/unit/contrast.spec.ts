import { test } from '@japa/runner'
import {
  AA_CONTRAST,
  contrastRatio,
  deepened,
  ratioLabel,
  readableOn,
  readableText,
} from '../../inertia/lib/contrast.js'
import { designVariables } from '../../inertia/lib/design_css.js'
import { PALETTES, contrastWarnings } from '../../inertia/lib/palettes.js'

test.group('Contrast (WCAG 2.1)', () => {
  test('ratios as WCAG computes them: black on white 21:1, a colour on itself 1:1, #rgb as #rrggbb', ({
    assert,
  }) => {
    assert.equal(contrastRatio('#000000', '#ffffff'), 21)
    assert.equal(contrastRatio('#328e6e', '#328e6e'), 1)
    assert.closeTo(contrastRatio('#fff', '#328e6e')!, 4.02, 0.01)
    assert.closeTo(contrastRatio('#767676', '#ffffff')!, 4.54, 0.01)
    assert.isNull(contrastRatio('red', '#fff'))
    assert.equal(ratioLabel(4.549), '4.5:1')
  })

  test('the readable text of a background: white on dark, near-black on light', ({ assert }) => {
    assert.equal(readableOn('#800000'), '#ffffff')
    assert.equal(readableOn('#fff8dc'), '#000000')
    for (const background of ['#000', '#ffff00', '#328e6e', '#808080', '#7a1f3d']) {
      assert.isAtLeast(contrastRatio(readableOn(background), background)!, AA_CONTRAST)
    }
    // a chosen colour that reads is kept
    assert.equal(readableText('#ffffff', '#800000'), '#ffffff')
    assert.equal(readableText('#999999', '#800000'), '#ffffff')
  })

  test('a saved text colour that does not read is replaced on the sites, whatever the theme', ({
    assert,
  }) => {
    const variables = designVariables({
      header: { color: '#800000', textColor: '#999999' },
      footer: { color: '#ffffff', textColor: '#eeeeee' },
      background: { color: '#ffffff', textColor: '#444444' },
    })
    assert.equal(variables['--header-text'], '#ffffff')
    assert.equal(variables['--footer-text'], '#000000')
    // readable already: kept as chosen
    assert.equal(variables['--page-text'], '#444444')
  })
})

test.group('Contrast: the brand colour on the sites', () => {
  test('a brand colour that does not read on white is deepened, keeping its hue; a dark one is kept', ({
    assert,
  }) => {
    for (const brand of ['#328e6e', '#ffcc00', '#7fd1ae', '#ffffff', '#e91e63']) {
      const shade = deepened(brand)
      assert.isAtLeast(contrastRatio(shade, '#ffffff')!, AA_CONTRAST, brand)
    }
    assert.equal(deepened('#0f766e'), '#0f766e')
    assert.equal(deepened('#7a1f3d'), '#7a1f3d')
    // the SPEC's default green becomes a shade of itself
    assert.equal(designVariables({})['--primary'], '#2b795e')
  })
})

test.group('Contrast: the ready palettes', () => {
  test('every ready palette reads as it is: no warning, no colour changed on the sites', ({
    assert,
  }) => {
    for (const palette of PALETTES) {
      assert.deepEqual(contrastWarnings(palette), [], palette.name)
      assert.equal(deepened(palette.primary_color), palette.primary_color, palette.name)
    }
  })
})
