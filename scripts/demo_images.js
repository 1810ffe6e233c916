/*
| node scripts/demo_images.js: draws the seeded pictures (public/images/demo and public/images/marketing,
| *.svg: the editable sources) as WebP files beside them, which the seeders and pages use. A merchant's
| uploads are photos (jpg, png, gif, webp; SVG is refused), so the demo shows what a real store serves;
| and a browser builds a whole document for each SVG in an <img> on the page's main thread (10-35 ms
| each on this machine), which made the demo and the marketing home slower on a phone than a real
| store. Small pictures are drawn larger, for phone screens (icons 3x, up to 600 px 1.5x).
*/
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import sharp from 'sharp'

const images = resolve(import.meta.dirname, '../public/images')
for (const folder of ['demo', 'marketing']) {
  const files = readdirSync(resolve(images, folder), { recursive: true, encoding: 'utf8' })
  for (const file of files.filter((name) => name.endsWith('.svg'))) {
    const source = resolve(images, folder, file)
    const svg = readFileSync(source)
    const { width = 400 } = await sharp(svg).metadata()
    const scale = width <= 128 ? 3 : width <= 600 ? 1.5 : 1
    const target = source.replace(/\.svg$/, '.webp')
    await sharp(svg, { density: 72 * scale })
      .webp({ quality: 82 })
      .toFile(target)
    const size = Math.round(statSync(target).size / 1024)
    console.log(`${relative(images, source)} -> ${relative(images, target)} (${size} KB)`)
  }
}
