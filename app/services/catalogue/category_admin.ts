import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import StoreCategory from '#models/store_category'
import ServiceCategory from '#models/service_category'
import type Website from '#models/website'
import type { categoryValidator } from '#validators/category'
import { ImageUploads } from '#services/uploads/image_uploads'
import { pageNumber } from '#http/input/paging'
import {
  RECORDS_PER_PAGE,
  catalogueChanged,
  ensureCanManageItems,
  resolveSlug,
  saveWithImage,
  type ImageInput,
  slugTaken,
} from '#services/catalogue/catalogue_support'

type CategoryInput = Omit<Infer<typeof categoryValidator>, 'image'> & ImageInput

/**
 * The categories of products (store categories) and of services in the dashboard: name, slug, image.
 * Deleting a category keeps its records, without a category (they still show on the storefront).
 */
function categoryAdmin(kind: 'store' | 'service') {
  // both category models have the same columns (name, slug, image, sort_order): one type serves both
  const Model = (kind === 'store' ? StoreCategory : ServiceCategory) as typeof StoreCategory
  const table = kind === 'store' ? 'store_categories' : 'service_categories'
  const records = kind === 'store' ? 'products' : 'services'
  const foreignKey = kind === 'store' ? 'store_category_id' : 'service_category_id'

  const query = (website: Website) => Model.query().where('website_id', website.id)

  return {
    query,

    /** A page of the categories with how many records (not archived) each holds. */
    list(website: Website, page: unknown) {
      return query(website)
        .withCount(records as 'products', (count) => count.whereNull('archived_at'))
        .orderBy('sort_order')
        .orderBy('id')
        .paginate(pageNumber(page), RECORDS_PER_PAGE)
    },

    /** Every category's id and name, for the record forms and the list filter. */
    async options(website: Website) {
      const rows = await query(website).orderBy('sort_order').orderBy('id').select('id', 'name')
      return rows.map((row) => ({ value: row.id, label: row.name }))
    },

    /** This website's category, or the 404 page. */
    find(website: Website, id: number | string) {
      return query(website).where('id', id).firstOrFail()
    },

    async create(website: Website, input: CategoryInput) {
      await ensureCanManageItems(website)
      const slug = await resolveSlug(website, table, input.slug, input.name, undefined, 'category')
      const last = await query(website).max('sort_order as last').first()
      const category = await saveWithImage(website, null, input, (image, trx) =>
        Model.create(
          {
            websiteId: website.id,
            name: input.name,
            slug,
            image,
            sortOrder: Number(last?.$extras.last ?? 0) + 1,
          },
          { client: trx }
        )
      ).catch(slugTaken)
      await catalogueChanged(website)
      return category
    },

    async update(website: Website, id: number | string, input: CategoryInput) {
      await ensureCanManageItems(website)
      const category = await this.find(website, id)
      const slug = await resolveSlug(website, table, input.slug, input.name, category.id)
      await saveWithImage(website, category.image, input, async (image, trx) => {
        category.useTransaction(trx)
        category.merge({ name: input.name, slug, image })
        await category.save()
      }).catch(slugTaken)
      await catalogueChanged(website)
      return category
    },

    /** Deletes a category; its records stay, without a category. */
    async destroy(website: Website, id: number | string) {
      const category = await this.find(website, id)
      await db.transaction(async (trx) => {
        await trx
          .from(records)
          .where('website_id', website.id)
          .where(foreignKey, category.id)
          .update({ [foreignKey]: null })
        category.useTransaction(trx)
        await category.delete()
      })
      await ImageUploads.remove(website.id, category.image)
      await catalogueChanged(website)
      return category
    },
  }
}

export const StoreCategoryAdmin = categoryAdmin('store')
export const ServiceCategoryAdmin = categoryAdmin('service')
