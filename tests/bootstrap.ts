import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import { browserClient } from '@japa/browser-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { chromium } from 'playwright-core'
import { prepareStrictSuite } from '#tests/strict/setup'

/** Debian's chromium; the tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser', 'acceptance'],
    // phone first: the sites are used on phones before anything else
    contextOptions: { viewport: { width: 390, height: 844 }, locale: 'ar-SA' },
    launcher: () =>
      chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      }),
  }),
  sessionBrowserClient(app),
]

/**
 * The acceptance suite talks to the built server that scripts/acceptance.js started (ACCEPTANCE_URL):
 * that server migrated and seeded its own database, which this process only reads.
 */
const againstBuiltServer = !!process.env.ACCEPTANCE_URL

/**
 * One fresh schema for the whole run, with the platform and demo data seeded once; each test then
 * runs in a transaction that is rolled back (the strict suite restores a copy of the database instead).
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: againstBuiltServer ? [] : [() => testUtils.db().migrate(), () => testUtils.db().seed()],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'acceptance') return
  if (suite.name === 'strict') return prepareStrictSuite(suite)
  // a test's rows are rolled back after it: nothing it caused to be cached may serve the next test
  const clearCaches = async () => {
    const { SiteData } = await import('#services/cache/site_data')
    const { VisitRecorder } = await import('#services/store/visit_recorder')
    const { PageCache } = await import('#services/cache/page_cache')
    SiteData.clear()
    await PageCache.clear()
    VisitRecorder.discardPending()
  }
  // and a test's views are dropped once it ends: none waits to be written between two tests
  const dropViews = async () => {
    const { VisitRecorder } = await import('#services/store/visit_recorder')
    VisitRecorder.discardPending()
  }
  suite.onGroup((group) => {
    group.each.setup(clearCaches)
    group.each.teardown(dropViews)
  })
  suite.onTest((test) => test.setup(clearCaches).teardown(dropViews))
  if (['browser', 'functional', 'soak', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
