import type Product from '#models/product'
import type ProductImage from '#models/product_image'
import type ProductOption from '#models/product_option'
import type Service from '#models/service'
import type ServiceCategory from '#models/service_category'
import type StoreCategory from '#models/store_category'
import type Slide from '#models/slide'
import type Page from '#models/page'
import type Branch from '#models/branch'
import { plainSummary, sanitizeContent } from '#services/sanitize'
import { stockState } from '#services/catalogue/stock'
import { catalogueCardOf } from '#presenters/catalogue_card'

/** Plain data for storefront pages. Prices stay integer halalas; the view formats them. */
export const CataloguePresenter = {
  productCard(product: Product) {
    return {
      ...catalogueCardOf(product),
      // a listing that selected no stock column reads as not counted
      ...stockState(product.stock ?? null),
      /** chosen on its page: `price` is the lowest option's («من X ر.س») and the card links there */
      hasOptions: (product.optionCount ?? 0) > 0,
    }
  },

  product(product: Product) {
    const category = product.$preloaded.storeCategory as StoreCategory | null | undefined
    const gallery = (product.$preloaded.images as ProductImage[] | undefined) ?? []
    const options = (product.$preloaded.options as ProductOption[] | undefined) ?? []
    return {
      ...CataloguePresenter.productCard(product),
      sku: product.sku,
      keywords: product.keywords,
      // rich text, cleaned again as it is shown (rows written before the editor are plain text)
      description: product.description ? sanitizeContent(product.description) : null,
      summary: product.description ? plainSummary(product.description) : null,
      category: category ? { name: category.name, slug: category.slug } : null,
      /** the main photo, then the gallery's, in the merchant's order */
      images: [product.image, ...gallery.map((photo) => photo.url)].filter(
        (url): url is string => !!url
      ),
      /** the chooser's options in the merchant's order, each with its own price (halalas) */
      options: options.map((option) => ({ id: option.id, name: option.name, price: option.price })),
    }
  },

  storeCategory(category: StoreCategory) {
    return {
      id: category.id,
      name: category.name,
      slug: category.slug,
      image: category.image,
      productCount: Number(category.$extras.products_count ?? 0),
    }
  },

  serviceCard(service: Service) {
    return {
      ...catalogueCardOf(service),
      durationMinutes: service.durationMinutes,
    }
  },

  service(service: Service) {
    const category = service.$preloaded.serviceCategory as ServiceCategory | null | undefined
    const options = (service.$preloaded.options as Service['options'] | undefined) ?? []
    return {
      ...CataloguePresenter.serviceCard(service),
      keywords: service.keywords,
      description: service.description,
      category: category ? { name: category.name, slug: category.slug } : null,
      options: options.map((option) => ({
        id: option.id,
        name: option.name,
        extraPrice: option.extraPrice,
        extraMinutes: option.extraMinutes,
      })),
    }
  },

  serviceCategory(category: ServiceCategory) {
    return {
      id: category.id,
      name: category.name,
      slug: category.slug,
      services: (category.services ?? []).map(CataloguePresenter.serviceCard),
    }
  },

  slide(slide: Slide) {
    return {
      id: slide.id,
      image: slide.image,
      title: slide.title,
      description: slide.description,
      link: slide.link,
      buttonText: slide.buttonText,
      buttonColor: slide.buttonColor,
      buttonTextColor: slide.buttonTextColor,
    }
  },

  pageLink(page: Page) {
    return { name: page.name, slug: page.slug }
  },

  page(page: Page) {
    return {
      name: page.name,
      slug: page.slug,
      image: page.image,
      description: page.description,
      content: sanitizeContent(page.content),
    }
  },

  branch(branch: Branch) {
    return {
      id: branch.id,
      name: branch.name,
      city: branch.city,
      address: branch.address,
    }
  },
}

export type ProductCard = ReturnType<typeof CataloguePresenter.productCard>
export type StoreCategoryData = ReturnType<typeof CataloguePresenter.storeCategory>
export type ServiceCard = ReturnType<typeof CataloguePresenter.serviceCard>
export type SlideData = ReturnType<typeof CataloguePresenter.slide>
