// A product's gallery: up to seven extra photos beside the main one, added and removed with the product's form.
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ProductImage from '#models/product_image'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { ImageUploads } from '#services/uploads/image_uploads'

/** Extra photos a product may have (eight with its main photo). */
export const GALLERY_EXTRA = 7

export const ProductGallery = {
  /**
   * Checks and stores the new photos before the product's transaction (their files are written to the
   * disk); a refused one removes those already stored and names the form's field.
   */
  async upload(website: Website, paths: string[]): Promise<string[]> {
    if (paths.length > GALLERY_EXTRA) {
      throw new DomainError('gallery_full', { max: GALLERY_EXTRA }, 'images')
    }
    const urls: string[] = []
    try {
      for (const path of paths) {
        const stored = await ImageUploads.store(website.id, path, 'images')
        urls.push(stored.url)
      }
    } catch (error) {
      await ImageUploads.remove(website.id, ...urls)
      throw error
    }
    return urls
  },

  /**
   * In the product's transaction: removes the ticked photos of this product (another product's id
   * is ignored), adds the new ones after the rest, and refuses more than GALLERY_EXTRA in all.
   * Returns the removed photos' addresses, whose files go once the transaction is committed.
   */
  async apply(
    trx: TransactionClientContract,
    website: Website,
    productId: number,
    added: string[],
    removeIds: number[]
  ): Promise<string[]> {
    const rows = await ProductImage.query({ client: trx })
      .where('website_id', website.id)
      .where('product_id', productId)
      .orderBy('sort_order')
      .orderBy('id')
    const removed = rows.filter((row) => removeIds.includes(row.id))
    const kept = rows.length - removed.length
    if (kept + added.length > GALLERY_EXTRA) {
      throw new DomainError('gallery_full', { max: GALLERY_EXTRA }, 'images')
    }
    if (removed.length) {
      await ProductImage.query({ client: trx })
        .where('website_id', website.id)
        .whereIn(
          'id',
          removed.map((row) => row.id)
        )
        .delete()
    }
    const last = rows.reduce((max, row) => Math.max(max, row.sortOrder), 0)
    if (added.length) {
      await ProductImage.createMany(
        added.map((url, index) => ({
          websiteId: website.id,
          productId,
          url,
          sortOrder: last + index + 1,
        })),
        { client: trx }
      )
    }
    return removed.map((row) => row.url)
  },

  /**
   * Runs a product's save with its gallery: the new photos are stored first and removed again when the
   * save fails; the removed photos' files go once it succeeded. `save` calls `apply` in its transaction.
   */
  async save<T>(
    website: Website,
    input: { images?: string[]; remove_images?: number[] },
    save: (
      apply: (trx: TransactionClientContract, productId: number) => Promise<void>
    ) => Promise<T>
  ): Promise<T> {
    const added = await ProductGallery.upload(website, input.images ?? [])
    let removed: string[] = []
    let result: T
    try {
      result = await save(async (trx, productId) => {
        removed = await ProductGallery.apply(
          trx,
          website,
          productId,
          added,
          input.remove_images ?? []
        )
      })
    } catch (error) {
      await ImageUploads.remove(website.id, ...added)
      throw error
    }
    await ImageUploads.remove(website.id, ...removed)
    return result
  },

  /** The addresses of a product's photos (to remove their files when the product goes). */
  async urlsOf(website: Website, productId: number): Promise<string[]> {
    const rows = await ProductImage.query()
      .where('website_id', website.id)
      .where('product_id', productId)
      .select('url')
    return rows.map((row) => row.url)
  },
}
