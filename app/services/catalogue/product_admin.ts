import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import type Website from '#models/website'
import type { productValidator } from '#validators/product'
import { DomainError } from '#exceptions/domain_error'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { isUniqueViolation } from '#services/auth/db_errors'
import { sanitizeContent } from '#services/sanitize'
import { ProductGallery } from '#services/catalogue/product_gallery'
import { ImageUploads } from '#services/uploads/image_uploads'
import { ProductOptions } from '#services/catalogue/product_options'
import {
  CATALOGUE_SORTS,
  catalogueChanged,
  deleteOrArchive,
  ensureCanAddItem,
  ensureCanManageItems,
  ensureOwnCategory,
  filteredPage,
  isReferenced,
  resolveSlug,
  saveWithImage,
  type CatalogueFilters,
  type ImageInput,
} from '#services/catalogue/catalogue_support'

export {
  catalogueFilters,
  type CatalogueFilters,
  type VisibilityFilter,
} from '#services/catalogue/catalogue_support'

type ProductInput = Omit<Infer<typeof productValidator>, 'image' | 'images'> &
  ImageInput & {
    /** the gallery's new photos: paths of the uploaded temporary files */
    images?: string[]
  }

/** The list's orders, by the name the page sends. */
export const PRODUCT_SORTS = CATALOGUE_SORTS

type ProductSort = keyof typeof PRODUCT_SORTS

function attributesOf(input: ProductInput) {
  return {
    name: input.name,
    sku: input.sku || null,
    price: input.price,
    oldPrice: input.old_price ?? null,
    keywords: input.keywords || null,
    storeCategoryId: input.store_category_id ?? null,
    isActive: input.visible ?? true,
    // left out of a request (an API client that predates them): kept as they are
    ...(input.description !== undefined && {
      description: sanitizeContent(input.description) || null,
    }),
    ...(input.stock !== undefined && { stock: input.stock }),
  }
}

/**
 * The products of a website in the dashboard. Archived products (deleted while in orders) are out of
 * every list and form: to the merchant they are deleted; their orders and bills keep their own copy of
 * the name and price (order_items), so no edit or deletion here changes an order already placed.
 */
export const ProductAdmin = {
  /** The merchant's products: everything not archived. */
  query(website: Website) {
    return website.related('products').query().whereNull('archived_at')
  },

  list(website: Website, filters: CatalogueFilters<ProductSort>) {
    return filteredPage(this.query(website).preload('storeCategory'), filters, 'store_category_id')
  },

  /** This website's product, or the 404 page (another website's id, or an archived one). */
  find(website: Website, id: number | string) {
    return this.query(website).where('id', id).firstOrFail()
  },

  /** The same, with its gallery and options: what the edit form shows. */
  findForForm(website: Website, id: number | string) {
    return this.query(website).where('id', id).preload('images').preload('options').firstOrFail()
  },

  async create(website: Website, input: ProductInput) {
    await ensureCanAddItem(website, 'product_count', this.query(website))
    const fields = await checked(website, input)
    const product = await ProductGallery.save(website, input, (gallery) =>
      saveWithImage(website, null, input, async (image, trx) => {
        const made = await Product.create(
          { websiteId: website.id, ...attributesOf(input), ...fields, image, sortOrder: 0 },
          { client: trx }
        )
        await gallery(trx, made.id)
        await ProductOptions.sync(website, made, input.options ?? [], trx)
        return made
      }).catch(uniqueAsDomainError)
    )
    await catalogueChanged(website)
    return product
  },

  async update(website: Website, id: number | string, input: ProductInput) {
    await ensureCanManageItems(website)
    const product = await this.find(website, id)
    const fields = await checked(website, input, product.id)
    await ProductGallery.save(website, input, (gallery) =>
      saveWithImage(website, product.image, input, async (image, trx) => {
        product.useTransaction(trx)
        product.merge({ ...attributesOf(input), ...fields, image })
        await product.save()
        await gallery(trx, product.id)
        await ProductOptions.sync(website, product, input.options, trx)
        await WebhookEvents.productUpdated(trx, product)
      }).catch(uniqueAsDomainError)
    )
    await catalogueChanged(website)
    return product
  },

  /**
   * Shows or hides several products at once. Every id must be one of the merchant's products: one
   * that is not (another website's) is the 404 page and nothing changes. Each product whose visibility
   * changed is a `product.updated` webhook, written in the same transaction.
   */
  async setVisible(website: Website, ids: number[], visible: boolean) {
    const found = await this.query(website).whereIn('id', ids).select('id')
    if (found.length !== new Set(ids).size) throw new DomainError('not_found')
    const changed = await db.transaction(async (trx) => {
      // a query of the model on trx: a relation query's preloads would take the pool's connection
      const flipped = await Product.query({ client: trx })
        .where('website_id', website.id)
        .whereNull('archived_at')
        .whereIn('id', ids)
        .where('is_active', !visible)
        // the webhook carries the product as the API shows it, options included
        .preload('options', (options) => options.orderBy('sort_order').orderBy('id'))
      const count = await this.query(website)
        .useTransaction(trx)
        .whereIn('id', ids)
        .update({ is_active: visible, updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
      for (const product of flipped) {
        product.isActive = visible
        await WebhookEvents.productUpdated(trx, product)
      }
      return count
    })
    await catalogueChanged(website)
    return Array.isArray(changed) ? Number(changed[0]) : Number(changed)
  },

  /**
   * Deletes a product. One that is in orders is archived instead: hidden for good, out of the
   * dashboard, its slug and sku freed for a new product, its picture removed; the orders, their pages
   * and bills keep showing the line as it was sold. Carts holding it show it as no longer available.
   */
  async destroy(website: Website, id: number | string) {
    const product = await this.find(website, id)
    const ordered = await isReferenced(website, 'order_items', 'product_id', product.id)
    // carts holding it keep the line, shown as no longer available
    const clean = (trx: TransactionClientContract) =>
      trx
        .from('cart_items')
        .where('website_id', website.id)
        .where('product_id', product.id)
        .update({ product_id: null })
    const photos = await ProductGallery.urlsOf(website, product.id)
    const archived = await deleteOrArchive(website, product, ordered, clean, { sku: null })
    // an archived product keeps its photos; a deleted one's rows went with it, and now its files
    if (!archived) await ImageUploads.remove(website.id, ...photos)
    return { product, archived }
  },
}

/** The slug, and the checks of the sku and the category, before anything is written. */
async function checked(website: Website, input: ProductInput, exceptId?: number) {
  await ensureOwnCategory(website, 'storeCategories', input.store_category_id)
  if (input.sku) {
    const query = db
      .from('products')
      .where('website_id', website.id)
      .where('sku', input.sku)
      .select('id')
    if (exceptId !== undefined) query.whereNot('id', exceptId)
    if (await query.first()) throw new DomainError('sku_taken')
  }
  const slug = await resolveSlug(website, 'products', input.slug, input.name, exceptId, 'product')
  return { slug }
}

/** Two saves at once passed the checks: the unique index decides, with the same message. */
function uniqueAsDomainError(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = String((error as Error).message ?? '')
    throw new DomainError(text.includes('sku') ? 'sku_taken' : 'slug_taken')
  }
  throw error
}
