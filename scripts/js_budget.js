/*
| The JavaScript budget of the client bundle: what a phone downloads before a page is interactive (the
| entry chunk, the page's own chunk and every chunk they import statically, gzipped). Chunks loaded later
| (swiper's carousel, another page) are left out. Run after `node ace build` by `npm run build`; prints
| each page's size and exits 1 when a public-site page (store/, content/) is over the budget, or when a
| page component has no entry of its own in the manifest (the server's asset tags need one: without it
| the page answers 500 in production only).
|
|   node scripts/js_budget.js [dir-of-the-build's-public-folder]   (default build/public)
*/
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'

export const BUDGET_KB = 160
const ENTRY = 'inertia/app/app.tsx'
/** The public sites' pages: a shopper's phone loads these. */
const BUDGETED = /^inertia\/pages\/(store|content)\//

/** Vite's manifest and the folder its file names are relative to (the build's outDir). */
export function readManifest(publicDir) {
  for (const [path, base] of [
    ['assets/.vite/manifest.json', 'assets'],
    ['.vite/manifest.json', '.'],
  ]) {
    const file = join(publicDir, path)
    if (existsSync(file)) {
      return { manifest: JSON.parse(readFileSync(file, 'utf8')), outDir: join(publicDir, base) }
    }
  }
  throw new Error(`no Vite manifest under ${publicDir}: build first (node ace build)`)
}

/** Every page component under inertia/pages, as the manifest names it (inertia/pages/x/y.tsx). */
export function pageComponents(root = process.cwd()) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]
    )
  return walk('inertia/pages')
    .filter((file) => file.endsWith('.tsx'))
    .sort()
}

/** The page components the manifest has no entry for. */
export function pagesMissingFromManifest(publicDir, root = process.cwd()) {
  const { manifest } = readManifest(publicDir)
  return pageComponents(root).filter((file) => !manifest[file])
}

/** Gzipped KB of each page's JavaScript before it is interactive. */
export function pageSizes(publicDir) {
  const { manifest, outDir } = readManifest(publicDir)
  const gzipped = new Map()
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    }
    return gzipped.get(file)
  }
  const staticClosure = (key, files = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return files
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) staticClosure(imported, files)
    return files
  }
  if (!manifest[ENTRY]) throw new Error(`${ENTRY} is not in the manifest`)
  const entryFiles = staticClosure(ENTRY)
  return Object.keys(manifest)
    .filter((key) => key.startsWith('inertia/pages/'))
    .sort()
    .map((key) => {
      const files = staticClosure(key, new Set(entryFiles))
      const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0)
      return {
        page: key.replace(/^inertia\/pages\//, '').replace(/\.tsx$/, ''),
        kb: bytes / 1024,
        budgeted: BUDGETED.test(key),
      }
    })
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const publicDir = resolve(process.argv[2] ?? 'build/public')
  const missing = pagesMissingFromManifest(publicDir)
  if (missing.length) {
    console.error(
      `page components without an entry in the production manifest:\n  ${missing.join('\n  ')}`
    )
    process.exit(1)
  }
  const pages = pageSizes(publicDir)
  const over = pages.filter((page) => page.budgeted && page.kb > BUDGET_KB)
  console.log(
    `\nJavaScript before a page is interactive (gzip; budget ${BUDGET_KB} KB on the sites):`
  )
  for (const page of pages) {
    const mark = page.budgeted ? (page.kb > BUDGET_KB ? 'OVER' : 'ok') : '-'
    console.log(`  ${page.kb.toFixed(1).padStart(6)} KB  ${mark.padEnd(4)}  ${page.page}`)
  }
  if (over.length) {
    console.error(`\n${over.length} page(s) over the ${BUDGET_KB} KB budget`)
    process.exit(1)
  }
  console.log(`\nevery store and content page is within ${BUDGET_KB} KB`)
}
