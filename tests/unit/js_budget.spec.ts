import { test } from '@japa/runner'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
// @ts-expect-error a plain JavaScript build script, without types
import { BUDGET_KB, pageSizes, pagesMissingFromManifest } from '../../scripts/js_budget.js'

/** A build's public folder with Vite's manifest and chunks of random (incompressible) bytes. */
function fakeBuild(sizes: Record<string, number>, manifest: Record<string, object>) {
  const dir = app.tmpPath(`js-budget-${process.pid}`)
  mkdirSync(`${dir}/assets/.vite`, { recursive: true })
  for (const [file, bytes] of Object.entries(sizes)) {
    writeFileSync(`${dir}/assets/${file}`, randomBytes(bytes).toString('base64'))
  }
  writeFileSync(`${dir}/assets/.vite/manifest.json`, JSON.stringify(manifest))
  return dir
}

const gz = (dir: string, file: string) =>
  gzipSync(readFileSync(`${dir}/assets/${file}`), { level: 9 }).length / 1024

test.group('JavaScript budget of the build', () => {
  test('a page counts the entry and its static imports, never the chunks it loads later', ({
    assert,
  }) => {
    const dir = fakeBuild(
      {
        'app.js': 30_000,
        'vendor.js': 20_000,
        'home.js': 5000,
        'swiper.js': 60_000,
        'dash.js': 1000,
      },
      {
        'inertia/app/app.tsx': { file: 'app.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'vendor.js' },
        'inertia/pages/store/home.tsx': {
          file: 'home.js',
          imports: ['_vendor.js'],
          dynamicImports: ['inertia/components/swiper_carousel.ts'],
        },
        'inertia/components/swiper_carousel.ts': { file: 'swiper.js' },
        'inertia/pages/dashboard/index.tsx': { file: 'dash.js' },
      }
    )
    try {
      const pages = pageSizes(`${dir}`)
      const home = pages.find((page: any) => page.page === 'store/home')
      const expected = gz(dir, 'app.js') + gz(dir, 'vendor.js') + gz(dir, 'home.js')
      assert.closeTo(home.kb, expected, 0.01)
      assert.isTrue(home.budgeted)
      assert.isFalse(pages.find((page: any) => page.page === 'dashboard/index').budgeted)
      assert.equal(BUDGET_KB, 160)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a page component without an entry of its own in the manifest is named', ({ assert }) => {
    const dir = fakeBuild(
      { 'app.js': 100, 'home.js': 100 },
      {
        'inertia/app/app.tsx': { file: 'app.js', isEntry: true },
        'inertia/pages/store/home.tsx': { file: 'home.js' },
      }
    )
    const root = app.tmpPath(`js-budget-root-${process.pid}`)
    mkdirSync(`${root}/inertia/pages/store`, { recursive: true })
    mkdirSync(`${root}/inertia/pages/errors`, { recursive: true })
    writeFileSync(`${root}/inertia/pages/store/home.tsx`, '')
    writeFileSync(`${root}/inertia/pages/errors/not_found.tsx`, '')
    try {
      assert.deepEqual(pagesMissingFromManifest(dir, root), ['inertia/pages/errors/not_found.tsx'])
      // the real build: every page of the app has its entry
      if (existsSync('build/public/assets/.vite/manifest.json')) {
        assert.deepEqual(pagesMissingFromManifest('build/public'), [])
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
      rmSync(root, { recursive: true, force: true })
    }
  })
})
