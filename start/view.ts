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
| complete HTML (links work) is on screen before the JavaScript that takes it over is fetched.
*/

/** Inserts the modules and their imports in one go: the imports are fetched alongside, not after. */
const LOADER =
  `function(w,d,p,s){var started;function go(){if(started)return;started=1;` +
  `var f=d.createDocumentFragment();` +
  `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});` +
  `s.forEach(function(h){var e=d.createElement("script");e.type="module";e.src=h;f.appendChild(e)});` +
  `d.head.appendChild(f)}` +
  `var O=w.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf("paint")>-1)` +
  `new O(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(go)})}`

/** The tags of each page component, built once: the manifest cannot change while the process runs. */
const assetsOfPage = new Map<string, Promise<{ links: string; loader: string }>>()

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
  return {
    links: [...sheets].map((href) => `<link rel="stylesheet" href="${href}">`).join('\n'),
    loader: `(${LOADER})(window,document,${JSON.stringify([...preloads])},${JSON.stringify(scripts)})`,
  }
}

async function pageAssets(entries: string[], nonce: string) {
  const key = entries.join('\n')
  let assets = assetsOfPage.get(key)
  if (!assets) {
    assets = assetsOf(entries)
    assetsOfPage.set(key, assets)
  }
  const { links, loader } = await assets
  return `${links}\n<script nonce="${nonce}">${loader}</script>`
}

edge.global('pageAssets', pageAssets)
