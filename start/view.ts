/*
| Edge renders only the Inertia root view here. edge.js adds its components plugin when the singleton is
| created, before the provider's configure({ cache }), so the plugin stays "recurring": every
| createRenderer() (shield and bouncer touch ctx.view on every request) listed the
| views directory from disk again. With the template cache on (production) the views cannot change
| while the process runs, so the list is read once.
*/
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import vite from '@adonisjs/vite/services/main'
import { FORM_HOLD, PAGE_LOADER, pageAssetsData } from '#http/pages/page_loader'

if (app.inProduction) {
  const listComponents = edge.loader.listComponents.bind(edge.loader)
  let components: ReturnType<typeof listComponents> | undefined
  edge.loader.listComponents = () => (components ??= listComponents())
}

/*
| A production page's assets (the layout keeps Vite's own tags during development, where HMR needs its
| client at once). The style sheets are linked in the head; the page's scripts are asked for only once the
| browser reports its first paint (or, without paint timing, two animation frames later). On a slow phone
| connection the HTML, its style sheets and its main image get the bandwidth first, and the server's
| complete HTML (links work) is on screen before the JavaScript that takes it over is fetched
| (app/http/pages/page_loader.ts).
*/

/** The tags of each page component, built once: the manifest cannot change while the process runs. */
const assetsOfPage = new Map<string, Promise<string>>()

async function assetsOf(entries: string[]) {
  const sheets = new Set<string>()
  const scripts: string[] = []
  const preloads = new Set<string>()
  for (const tag of await vite.generateEntryPointsTags(entries)) {
    const { rel, href, src } = tag.attributes
    if (tag.tag === 'link' && rel === 'stylesheet') sheets.add(href)
    else if (tag.tag === 'link' && rel === 'modulepreload') preloads.add(href)
    else if (tag.tag === 'script' && src) scripts.push(src)
  }
  for (const src of scripts) preloads.delete(src)
  return [
    ...[...sheets].map((href) => `<link rel="stylesheet" href="${href}">`),
    pageAssetsData([...preloads], scripts),
    `<script>${PAGE_LOADER}</script>`,
  ].join('\n')
}

/** The same tags for every visit of a page component: no nonce (the CSP names the loader's hash). */
function pageAssets(entries: string[]) {
  const key = entries.join('\n')
  let assets = assetsOfPage.get(key)
  if (!assets) {
    assets = assetsOf(entries)
    assetsOfPage.set(key, assets)
  }
  return assets
}

edge.global('pageAssets', pageAssets)
edge.global('formHold', FORM_HOLD)
