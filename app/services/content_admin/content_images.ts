import drive from '@adonisjs/drive/services/main'
import type Website from '#models/website'
import { ImageUploads } from '#services/uploads/image_uploads'

/** The originals ImageUploads writes (`<random>-<w>x<h>.<ext>`), not their -sm/-md variants. */
const ORIGINAL = /\/[a-z0-9]+-\d{1,5}x\d{1,5}\.(jpg|png|gif|webp)$/

/** Uploaded images the editor offers to pick from, at most this many. */
const PICKABLE_IMAGES = 60

/**
 * Images put inside a post or page body by the editor: stored as any upload (bytes checked, 2 MB, WebP
 * variants) under the website, and answered with the address the editor inserts. The sanitizer keeps
 * such addresses (site-relative or http(s)) in the stored HTML.
 */
export const ContentImages = {
  async store(website: Website, source: string | Buffer) {
    const image = await ImageUploads.store(website.id, source, 'image')
    return { url: image.url, width: image.width, height: image.height }
  },

  /** The website's uploaded images (only its own folder), to put one again in a body. */
  async list(website: Website) {
    const disk = drive.use()
    const { objects } = await disk.listAll(`${website.id}`, { recursive: false })
    const keys: string[] = []
    for (const object of objects) {
      if (object.isFile && ORIGINAL.test(`/${object.key}`)) keys.push(object.key)
      if (keys.length >= PICKABLE_IMAGES) break
    }
    return Promise.all(keys.map(async (key) => ({ url: await disk.getUrl(key) })))
  },
}
