import { test } from '@japa/runner'
import { designCss, designVariables } from '../../inertia/lib/design_css.js'

const part = (color: unknown, image: unknown = null) => ({
  color,
  textColor: '#444',
  hoverColor: '#328e6e',
  image,
})

test.group('Design CSS (inertia/lib/design_css.ts)', () => {
  test('valid colours and images become the variables', ({ assert }) => {
    const vars = designVariables({
      primaryColor: '#328E6E',
      textColor: '#444444',
      background: part('#fff'),
      header: part('#123456', '/uploads/3/abc-10x10.png'),
      footer: part('#000'),
    })
    assert.equal(vars['--header-bg'], '#123456')
    assert.equal(vars['--header-image'], 'url("/uploads/3/abc-10x10.png")')
    assert.equal(vars['--page-image'], 'none')
  })

  test('a stored bad value falls back and can never leave its declaration', ({ assert }) => {
    const css = designCss(
      {
        primaryColor: 'red;}</style><script>alert(1)</script>',
        textColor: 'expression(alert(1))',
        background: part('#fff;background:url(https://evil)'),
        header: part('#12', 'https://x.example/a.png");}body{display:none'),
        footer: part({ toString: () => '#000' }, 'javascript:alert(1)'),
      },
      '.store'
    )
    assert.notInclude(css, '<')
    assert.notInclude(css, 'evil')
    assert.notInclude(css, 'javascript')
    assert.notInclude(css, 'display:none')
    // one rule: the only braces are the rule's own
    assert.equal(css.split('{').length, 2)
    assert.equal(css.split('}').length, 2)
    // the default green, deepened a step to read on white (WCAG AA)
    assert.include(css, '--primary:#2b795e;')
    assert.include(css, '--header-bg:#FFFFFF;')
    assert.include(css, '--header-image:none;')
    assert.include(css, '--footer-image:none;')
  })
})
