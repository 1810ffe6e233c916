/*
| Draws the installable dashboard's icons (public/icons, named in app/services/dashboard/app_shell.ts)
| from the favicon's mark: 192 and 512 px with the favicon's rounded square, and a 512 px maskable one
| (full-bleed colour, the mark inside the central 80% safe zone a launcher may crop to a circle). The
| PNG files are committed; run again only when the mark changes.
|
|   node scripts/app_icons.js
*/
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const GREEN = '#328E6E'
/** The favicon's "ص"-like mark on a 64-unit grid (public/favicon.svg). */
const MARK = `<path d="M18 44V20h20a8 8 0 0 1 0 16H26v8z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/>${MARK}</svg>`
// the mark scaled to 80% around the centre: well inside the 80% circle of the maskable safe zone
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(32 32) scale(0.8) translate(-32.5 -32)">${MARK}</g></svg>`

const dir = join(process.cwd(), 'public/icons')
mkdirSync(dir, { recursive: true })
for (const [name, svg, size] of [
  ['app-192.png', rounded, 192],
  ['app-512.png', rounded, 512],
  ['app-maskable-512.png', maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(dir, name))
  console.log(`public/icons/${name}`)
}
