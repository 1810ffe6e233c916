import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import User from '#models/user'
import Website from '#models/website'
import { ImageUploads } from '#services/uploads/image_uploads'

export const demoOwner = () => User.findByOrFail('email', 'demo@safhati.sa')
export const nakheelOwner = () => User.findByOrFail('email', 'nakheel@safhati.sa')
export const demoWebsite = () => Website.findByOrFail('username', 'demo')
export const nakheelWebsite = () => Website.findByOrFail('username', 'nakheel')

/** Both seeded websites at once. */
export const websites = async () => ({ demo: await demoWebsite(), nakheel: await nakheelWebsite() })

/** A real PNG of the given size. */
export function png(width = 1200, height = 600, color = '#328e6e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
}

/** A PNG of random pixels just over 3 MB (noise does not compress). */
export function bigPng(): Promise<Buffer> {
  const side = 1100
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** Whether each file of an uploaded image (original and both variants) is on the disk. */
export async function filesOf(websiteId: number, url: string | null) {
  const keys = ImageUploads.keysOf(websiteId, url)
  return Promise.all(keys.map((key) => drive.use().exists(key)))
}

/** How many files a website has on the disk (the uploads of a test are removed after it). */
export async function uploadCount(websiteId: number): Promise<number> {
  const { objects } = await drive.use().listAll(`${websiteId}`, { recursive: true })
  return [...objects].length
}

/** Removes the uploads a test wrote. */
export async function clearUploads(...websiteIds: number[]) {
  for (const id of websiteIds) await drive.use().deleteAll(`${id}`)
}

/** Both seeded websites and demo's owner, the merchant most dashboard specs act as. */
export async function demoMerchant() {
  return { ...(await websites()), owner: await demoOwner() }
}

/** How many rows of a model a website has. */
export async function countRecords(
  model: { query(): { where(column: string, value: unknown): any } },
  websiteId: number
) {
  const [row] = await model.query().where('website_id', websiteId).count('* as n')
  return Number(row.$extras.n)
}
