// Files visitors attach to a merchant's forms: an image or a PDF, judged by its bytes, kept private.
import { readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import { cuid } from '@adonisjs/core/helpers'
import env from '#start/env'
import { sniffImageFormat } from '#services/uploads/image_uploads'
import type { StoredFormFile } from '#services/forms/field_types'

/** The most a file of a form may weigh. */
export const FORM_FILE_MAX_BYTES = 5 * 1024 * 1024
export const FORM_FILE_MAX_LABEL = '5 ميجابايت'

const MIME = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const

/** What a form file may be. */
export type FormFileKind = keyof typeof MIME

/** The file's kind by its first bytes (never its name or the browser's type), or null. */
function sniffFormFile(bytes: Buffer): FormFileKind | null {
  const image = sniffImageFormat(bytes)
  if (image) return image
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  return null
}

/**
 * The disk: on the local disk a private one the app never serves by address; on S3 the bucket, with
 * each file private. The merchant opens a file through the dashboard, which checks the website.
 */
function disk() {
  return drive.use(env.get('DRIVE_DISK', 'fs') === 's3' ? 's3' : 'private')
}

/** A file's name as shown: no path, no control characters, at most 120 characters. */
function cleanName(name: string | undefined, ext: string) {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f"]/g, '')
    .trim()
    .slice(0, 120)
  return base || `file.${ext}`
}

export const FormFiles = {
  /** The bytes of an upload and their kind, or null when it is neither an image nor a PDF. */
  async read(tmpPath: string) {
    const bytes = await readFile(tmpPath)
    return { bytes, kind: sniffFormFile(bytes) }
  },

  async store(
    websiteId: number,
    bytes: Buffer,
    kind: FormFileKind,
    clientName?: string
  ): Promise<StoredFormFile> {
    const key = `forms/${websiteId}/${cuid()}.${kind}`
    await disk().put(key, bytes, { visibility: 'private', contentType: MIME[kind] })
    return { key, name: cleanName(clientName, kind), size: bytes.length, mime: MIME[kind] }
  },

  /** The stored bytes of a file of this website, or null (another website's key, or gone). */
  async bytes(websiteId: number, file: StoredFormFile): Promise<Buffer | null> {
    if (!file.key.startsWith(`forms/${websiteId}/`)) return null
    try {
      return Buffer.from(await disk().getBytes(file.key))
    } catch {
      return null
    }
  },

  async remove(websiteId: number, files: StoredFormFile[]) {
    const own = files.filter((file) => file.key.startsWith(`forms/${websiteId}/`))
    await Promise.allSettled(own.map((file) => disk().delete(file.key)))
  },
}
