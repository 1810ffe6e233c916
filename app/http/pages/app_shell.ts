// The installable dashboard: its web manifest, its service worker's source and the files of its app shell.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import vite from '@adonisjs/vite/services/main'

/** Where the service worker works: every dashboard page, /dashboard itself included (Service-Worker-Allowed). */
export const appScope = () => router.makeUrl('dashboard.websites.index')

/** The page components whose built files make the shell: the entry, the board and the overview. */
const SHELL_ENTRIES = [
  'inertia/app/app.tsx',
  'inertia/pages/dashboard/today/show.tsx',
  'inertia/pages/dashboard/overview/show.tsx',
]

/** The icons committed under public/icons (scripts/app_icons.js draws them from the favicon). */
const APP_ICONS = [
  { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

interface ManifestChunk {
  file: string
  css?: string[]
  assets?: string[]
  imports?: string[]
}

/**
 * The built files of the shell (production): each entry's chunk, its static imports, their style sheets
 * and the fonts they use (woff2 only: every browser that runs a service worker reads it). Nothing in
 * development and tests, where Vite serves the modules itself.
 */
function shellFiles(): string[] {
  if (!app.inProduction) return []
  const manifest = vite.manifest() as Record<string, ManifestChunk>
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const sheet of chunk.css ?? []) files.add(sheet)
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.woff2')) files.add(asset)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  SHELL_ENTRIES.forEach(visit)
  return [...files].sort().map((file) => `/assets/${file}`)
}

let cachedWorker: string | null = null

export const AppShell = {
  /** The web manifest (W3C Web Application Manifest), in Arabic, right to left. */
  manifest() {
    return {
      name: 'صفحتي: لوحة التحكم',
      short_name: 'صفحتي',
      description: 'حجوزات اليوم وطلباته من جوالك: تأكيد وإلغاء وتسجيل الدفع بلمسة.',
      lang: 'ar',
      dir: 'rtl',
      id: router.makeUrl('dashboard.websites.index'),
      start_url: router.makeUrl('dashboard.websites.index'),
      scope: appScope(),
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#f4f7f6',
      theme_color: '#328E6E',
      icons: APP_ICONS,
    }
  },

  /**
   * The service worker's source: resources/dashboard_app/service_worker.js with the shell's files, the
   * offline page's address and a version (a new build is a new worker, which drops the old shell).
   */
  async worker() {
    if (cachedWorker && app.inProduction) return cachedWorker
    const template = await readFile(
      app.makePath('resources/dashboard_app/service_worker.js'),
      'utf8'
    )
    const offline = router.makeUrl('dashboard.today.offline')
    const shell = [offline, ...APP_ICONS.map((icon) => icon.src), ...shellFiles()]
    const version = createHash('sha256')
      .update(JSON.stringify(shell))
      .update(template)
      .digest('hex')
      .slice(0, 12)
    cachedWorker = template
      .replace("'__VERSION__'", JSON.stringify(version))
      .replace("'__OFFLINE__'", JSON.stringify(offline))
      .replace("['__SHELL__']", JSON.stringify(shell))
    return cachedWorker
  },

  /** The Arabic page a phone shows when the network is gone (resources/dashboard_app/offline.html). */
  async offlinePage() {
    const page = await readFile(app.makePath('resources/dashboard_app/offline.html'), 'utf8')
    return page.replace('__DASHBOARD__', router.makeUrl('dashboard.websites.index'))
  },
}
