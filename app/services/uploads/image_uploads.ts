import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import { cuid } from '@adonisjs/core/helpers'
import { DomainError } from '#exceptions/domain_error'

/**
 * Uploaded images (DESIGN.md section 8): JPEG, PNG, GIF or WebP judged by their bytes, never by the
 * file's name or the browser's type, at most 2 MB, stored on the default drive disk (local storage/uploads,
 * or S3 by configuration) under a random name, with two WebP variants for srcset.
 *
 * The naming convention (inertia/lib/images.ts reads it back):
 *   <website id>/<random>-<w>x<h>.<ext>, and <...>-sm.webp (320 px wide at most), <...>-md.webp (800).
 * Records keep the original's URL in their string column; its files are found again from that URL.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_EXTNAMES = ['jpg', 'jpeg', 'png', 'gif', 'webp']
export const VARIANT_WIDTHS = { sm: 320, md: 800 } as const

type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp'

/** The format the first bytes announce, or null. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1')
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif'
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

/** sharp's name of each format we take, to check the bytes decode as what they announce. */
const SHARP_FORMATS: Record<ImageFormat, string> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
}

const UPLOADED_KEY = /(?:^|\/)(\d+)\/([a-z0-9]+-\d{1,5}x\d{1,5})\.(jpg|png|gif|webp)$/

export interface StoredImage {
  /** the original's key on the disk */
  key: string
  /** what the record stores and the pages show */
  url: string
  width: number
  height: number
  variants: Record<keyof typeof VARIANT_WIDTHS, { key: string; url: string }>
}

export const ImageUploads = {
  /**
   * Checks and stores an image of a website: a path to the uploaded temporary file or its bytes.
   * Nothing is written when the image is refused; the refusal names `field` (the form's image field).
   */
  async store(websiteId: number, source: string | Buffer, field?: string): Promise<StoredImage> {
    try {
      return await storeImage(websiteId, source)
    } catch (error) {
      if (error instanceof DomainError && field) throw new DomainError(error.reason, {}, field)
      throw error
    }
  },

  /** The disk keys of an uploaded image of this website (original and variants), or [] for any other URL. */
  keysOf(websiteId: number, url: string | null | undefined): string[] {
    const match = url ? UPLOADED_KEY.exec(url.split(/[?#]/)[0]) : null
    if (!match || Number(match[1]) !== websiteId) return []
    const base = `${match[1]}/${match[2]}`
    return [
      `${base}.${match[3]}`,
      ...Object.keys(VARIANT_WIDTHS).map((name) => `${base}-${name}.webp`),
    ]
  },

  /**
   * Removes an uploaded image's files (after its record let go of it: replaced or deleted). Seeded
   * pictures, outside links and another website's files are never touched.
   */
  async remove(websiteId: number, ...urls: (string | null | undefined)[]) {
    const disk = drive.use()
    const keys = urls.flatMap((url) => ImageUploads.keysOf(websiteId, url))
    await Promise.all(keys.map((key) => disk.delete(key)))
  },
}

/** The checks and the writes of ImageUploads.store. */
async function storeImage(websiteId: number, source: string | Buffer): Promise<StoredImage> {
  const bytes = typeof source === 'string' ? await readFile(source) : source
  if (bytes.length > IMAGE_MAX_BYTES) throw new DomainError('image_too_large')

  const format = sniffImageFormat(bytes)
  if (!format) throw new DomainError('image_type_not_allowed')
  let width: number | undefined
  let height: number | undefined
  try {
    const meta = await sharp(bytes, { animated: false }).metadata()
    if (meta.format !== SHARP_FORMATS[format]) throw new Error('format mismatch')
    // an EXIF-rotated photo is shown upright: its size is the displayed one
    width = meta.autoOrient?.width ?? meta.width
    height = meta.autoOrient?.height ?? meta.height
  } catch {
    throw new DomainError('image_type_not_allowed')
  }
  if (!width || !height) throw new DomainError('image_type_not_allowed')

  const disk = drive.use()
  const base = `${websiteId}/${cuid()}-${width}x${height}`
  const key = `${base}.${format}`
  const variants = {} as StoredImage['variants']
  const written: string[] = []
  try {
    await disk.put(key, bytes)
    written.push(key)
    for (const [name, maxWidth] of Object.entries(VARIANT_WIDTHS)) {
      const variantKey = `${base}-${name}.webp`
      const webp = await sharp(bytes)
        .autoOrient()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
      await disk.put(variantKey, webp)
      written.push(variantKey)
      variants[name as keyof typeof VARIANT_WIDTHS] = {
        key: variantKey,
        url: await disk.getUrl(variantKey),
      }
    }
  } catch (error) {
    // a corrupt image sharp could not resize: leave nothing behind
    await Promise.allSettled(written.map((done) => disk.delete(done)))
    if (error instanceof DomainError) throw error
    throw new DomainError('image_type_not_allowed')
  }
  return { key, url: await disk.getUrl(key), width, height, variants }
}
