import type { ProductCard as ProductCardData, ServiceCard } from '#presenters/catalogue_presenter'
import StoreCarousel from '~/components/store_carousel'
import ProductCard from '~/components/product_card'
import StoreServiceCard from '~/components/store_service_card'

/** Products in a swiper: 1.5, 2.2, 3, 4, 5 cards at 0, 576, 768, 992, 1200 px. */
export function StoreProductCarousel(props: { products: ProductCardData[]; label: string }) {
  const render = (product: ProductCardData) => <ProductCard product={product} />
  return <StoreCarousel items={props.products} label={props.label} render={render} />
}

/** Services in a swiper, with the same breakpoints. */
export function StoreServiceCarousel(props: { services: ServiceCard[]; label: string }) {
  const render = (service: ServiceCard) => <StoreServiceCard service={service} />
  return <StoreCarousel items={props.services} label={props.label} render={render} />
}
