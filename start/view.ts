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
| The page's assets. Style sheets are linked in the head as usual. In production the page's scripts are
| asked for only once the browser reports its first paint (or, without paint timing, two animation
| frames later): on a slow phone connection the HTML's own style sheets and main image get the
| bandwidth first, and the server's HTML (complete, with working
| links) is on screen before the JavaScript that takes it over is fetched and run. During development
| Vite's own tags are kept (HMR needs its client at once).
*/
type AssetTag = Awaited<ReturnType<typeof vite.generateEntryPointsTags>>[number]

function htmlOf(tag: AssetTag) {
  const attributes = Object.entries(tag.attributes)
    .filter(([, value]) => value !== false && value !== undefined && value !== null)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('')
  return tag.tag === 'link'
    ? `<link${attributes}>`
    : `<script${attributes}>${tag.children.join('\n')}</script>`
}

function escapeAttribute(value: unknown) {
  return String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

async function pageAssets(entries: string[], nonce: string) {
  const tags = await vite.generateEntryPointsTags(entries, { nonce })
  if (!app.inProduction) return tags.map(htmlOf).join('\n')

  const sheets = new Set<string>()
  const scripts: string[] = []
  const preloads = new Set<string>()
  for (const tag of tags) {
    const { rel, href, src } = tag.attributes
    if (tag.tag === 'link' && rel === 'stylesheet') sheets.add(href)
    else if (tag.tag === 'link' && rel === 'modulepreload') preloads.add(href)
    else if (tag.tag === 'script' && src) scripts.push(src)
  }
  for (const src of scripts) preloads.delete(src)
  const links = [...sheets].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
  // one insertion for every module and its imports, which are fetched alongside, not one after another
  const loader =
    `(function(w,d,p,s){var started;function go(){if(started)return;started=1;` +
    `var f=d.createDocumentFragment();` +
    `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});` +
    `s.forEach(function(h){var e=d.createElement("script");e.type="module";e.src=h;f.appendChild(e)});` +
    `d.head.appendChild(f)}` +
    `var O=w.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf("paint")>-1)` +
    `new O(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(go)})})` +
    `(window,document,${JSON.stringify([...preloads])},${JSON.stringify(scripts)})`
  return [...links, `<script nonce="${escapeAttribute(nonce)}">${loader}</script>`].join('\n')
}

edge.global('pageAssets', pageAssets)
