// What every list of products or services shows of one: the card's fields, shaped in one place.
import type Product from '#models/product'
import type Service from '#models/service'

/** Id, name, slug, picture and price in halalas; the old price only when it is higher (struck through). */
export function catalogueCardOf(item: Product | Service) {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    image: item.image,
    price: item.price,
    oldPrice: item.isDiscounted ? item.oldPrice : null,
  }
}
