import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/bouncer/commands'),
    () => import('@adonisjs/mail/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    () => import('@adonisjs/cache/cache_provider'),
  ],

  // one preload that imports the others in order (start/preload.ts says why)
  preloads: [() => import('#start/preload')],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec(.ts|.js)'],
        name: 'unit',
        timeout: 2000,
      },
      {
        files: ['tests/functional/**/*.spec(.ts|.js)'],
        name: 'functional',
        timeout: 30000,
      },
      {
        files: ['tests/browser/**/*.spec(.ts|.js)'],
        name: 'browser',
        // a journey is a whole order or booking with screenshots: a safety net for a loaded machine,
        // not a speed budget (the benchmarks measure speed)
        timeout: 120000,
      },
      {
        // services and endpoints with no global transaction, on a pool of one connection with a short
        // acquire timeout: a query made outside an open transaction fails at once (tests/strict)
        files: ['tests/strict/**/*.spec(.ts|.js)'],
        name: 'strict',
        timeout: 30000,
      },
      {
        // the built app as `npm start` serves it, in its own process (scripts/acceptance.js starts it)
        files: ['tests/acceptance/**/*.spec(.ts|.js)'],
        name: 'acceptance',
        timeout: 180000,
      },
      {
        // soak: the same races many times over; `npm run soak` (scripts/soak.js), not in `npm test`
        files: ['tests/soak/**/*.spec(.ts|.js)'],
        name: 'soak',
        timeout: 900000,
      },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
    // the dashboard app's service worker and offline page, read by app/http/pages/app_shell.ts
    { pattern: 'resources/dashboard_app/**', reloadServer: false },
  ],
  hooks: {
    onBuildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
  assetsBundler: false,
})
