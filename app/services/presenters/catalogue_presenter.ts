import type Product from '#models/product'

/** Plain data for storefront pages. Prices stay integer halalas; the view formats them. */
export const CataloguePresenter = {
  productCard(product: Product) {
    return {
      id: product.id,
      name: product.name,
      slug: product.slug,
      image: product.image,
      price: product.price,
      oldPrice: product.isDiscounted ? product.oldPrice : null,
    }
  },
}

export type ProductCard = ReturnType<typeof CataloguePresenter.productCard>
