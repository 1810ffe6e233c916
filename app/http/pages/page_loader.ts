// The one inline script of a production page: it starts the page's modules after the first paint.
import { createHash } from 'node:crypto'

/**
 * The same bytes on every page, so the CSP allows it by its hash instead of a per-visit nonce: a kept
 * page then holds nothing of the visit and is compressed once per encoding. The page's own module list
 * travels in a JSON data block (`#page-assets`), which is data, never run.
 *
 * It inserts the modules and their imports in one go (the imports are fetched alongside, not after),
 * once the browser reports its first paint (or, without paint timing, two animation frames later).
 *
 * Until React has taken the page over (inertia/app/submit_held.tsx sets `safhatiReady`), a form sent
 * from the server's HTML is held, not sent: the forms carry no method, so the browser would send them as
 * a GET with every field in the address (a password in the history and the logs), and the click would
 * be lost. React then sends the held form once, as its own code does.
 */
export const PAGE_LOADER =
  `(function(w,d){var started;` +
  `d.addEventListener("submit",function(e){if(!w.safhatiReady){e.preventDefault();` +
  `w.safhatiHeld=[e.target,e.submitter]}},true);` +
  `function go(){if(started)return;started=1;` +
  `var a=JSON.parse(d.getElementById("page-assets").textContent),f=d.createDocumentFragment();` +
  `a.preload.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});` +
  `a.scripts.forEach(function(h){var e=d.createElement("script");e.type="module";e.src=h;f.appendChild(e)});` +
  `d.head.appendChild(f)}` +
  `var O=w.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf("paint")>-1)` +
  `new O(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(go)})})(window,document)`

/**
 * Development's own copy of the loader's form hold (Vite's tags start the scripts there): a form sent
 * before React has taken the page over is held there too, never sent as a GET with its fields in the
 * address, so the dev server and the browser tests behave as production does.
 */
export const FORM_HOLD =
  `(function(w,d){d.addEventListener("submit",function(e){if(!w.safhatiReady){e.preventDefault();` +
  `w.safhatiHeld=[e.target,e.submitter]}},true)})(window,document)`

/** The CSP source that allows exactly that script. */
export const PAGE_LOADER_HASH = `'sha256-${createHash('sha256').update(PAGE_LOADER).digest('base64')}'`

/** The data block the loader reads: JSON with `<` escaped, so nothing in it can close the element. */
export function pageAssetsData(preload: string[], scripts: string[]) {
  const json = JSON.stringify({ preload, scripts }).replace(/</g, '\\u003c')
  return `<script type="application/json" id="page-assets">${json}</script>`
}
