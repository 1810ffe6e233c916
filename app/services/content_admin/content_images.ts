import type Website from '#models/website'
import { ImageUploads } from '#services/uploads/image_uploads'

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
}
