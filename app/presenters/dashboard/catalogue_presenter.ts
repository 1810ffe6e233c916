import type { ModelPaginatorContract } from '@adonisjs/lucid/types/model'
import type Product from '#models/product'
import type ProductImage from '#models/product_image'
import type ProductOption from '#models/product_option'
import type Service from '#models/service'
import type ServiceOption from '#models/service_option'
import type StoreCategory from '#models/store_category'
import type ServiceCategory from '#models/service_category'
import { halalasToDecimal } from '#services/invoices/vat'
import { listPage } from '#services/catalogue/catalogue_support'
import { sanitizeContent } from '#services/sanitize'
import { catalogueCardOf } from '#presenters/catalogue_card'

const decimal = (halalas: number | null) => (halalas === null ? '' : halalasToDecimal(halalas))

/** The dashboard's catalogue: list rows and form values under the request's field names. */
export const DashboardCataloguePresenter = {
  productRow(product: Product) {
    const category = product.$preloaded.storeCategory as StoreCategory | null | undefined
    return {
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      image: product.image,
      price: product.price,
      oldPrice: product.isDiscounted ? product.oldPrice : null,
      category: category?.name ?? null,
      visible: product.isActive,
      stock: product.stock,
      /** with options, `price` is the lowest one's: the list says «من» */
      hasOptions: product.optionCount > 0,
    }
  },

  products(page: ModelPaginatorContract<Product>) {
    return listPage('products', page, (row) => DashboardCataloguePresenter.productRow(row))
  },

  productForm(product: Product) {
    return {
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku ?? '',
      price: decimal(product.price),
      old_price: decimal(product.oldPrice),
      keywords: product.keywords ?? '',
      // cleaned again before the editor parses it: a row written outside the form is never trusted
      description: sanitizeContent(product.description),
      stock: product.stock === null ? '' : String(product.stock),
      store_category_id: product.storeCategoryId ? String(product.storeCategoryId) : '',
      visible: product.isActive,
      image: product.image,
      gallery: ((product.$preloaded.images as ProductImage[] | undefined) ?? []).map((photo) => ({
        id: photo.id,
        url: photo.url,
      })),
      options: ((product.$preloaded.options as ProductOption[] | undefined) ?? []).map(
        (option) => ({
          id: option.id as number | null,
          name: option.name,
          price: decimal(option.price),
        })
      ),
    }
  },

  serviceRow(service: Service) {
    const category = service.$preloaded.serviceCategory as ServiceCategory | null | undefined
    const options = (service.$preloaded.options as ServiceOption[] | undefined) ?? []
    return {
      ...catalogueCardOf(service),
      duration: service.durationMinutes,
      category: category?.name ?? null,
      options: options.length,
      visible: service.isActive,
    }
  },

  services(page: ModelPaginatorContract<Service>) {
    return listPage('services', page, (row) => DashboardCataloguePresenter.serviceRow(row))
  },

  serviceForm(service: Service) {
    const options = (service.$preloaded.options as ServiceOption[] | undefined) ?? []
    return {
      id: service.id,
      name: service.name,
      slug: service.slug,
      price: decimal(service.price),
      old_price: decimal(service.oldPrice),
      duration: String(service.durationMinutes),
      service_category_id: service.serviceCategoryId ? String(service.serviceCategoryId) : '',
      options: options.map((option) => ({
        id: option.id as number | null,
        name: option.name,
        extra_price: option.extraPrice ? decimal(option.extraPrice) : '',
        extra_minutes: option.extraMinutes ? String(option.extraMinutes) : '',
      })),
      visible: service.isActive,
      image: service.image,
    }
  },

  categoryRow(category: StoreCategory | ServiceCategory, countKey: 'products' | 'services') {
    return {
      id: category.id,
      name: category.name,
      slug: category.slug,
      image: category.image,
      count: Number(category.$extras[`${countKey}_count`] ?? 0),
    }
  },

  categories(
    page: ModelPaginatorContract<StoreCategory> | ModelPaginatorContract<ServiceCategory>,
    countKey: 'products' | 'services'
  ) {
    return listPage('categories', page, (row: StoreCategory | ServiceCategory) =>
      DashboardCataloguePresenter.categoryRow(row, countKey)
    )
  },

  categoryForm(category: StoreCategory | ServiceCategory) {
    return { id: category.id, name: category.name, slug: category.slug, image: category.image }
  },
}
