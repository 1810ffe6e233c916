import type { ProductCard as ProductCardData, ServiceCard } from '#presenters/catalogue_presenter'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
import ProductCard from '~/components/product_card'
import StoreServiceCard from '~/components/store_service_card'

/** Products in a swiper: 1.5, 2.2, 3, 4, 5 cards at 0, 576, 768, 992, 1200 px. */
export function StoreProductCarousel(props: { products: ProductCardData[]; label: string }) {
  return (
    <div className="store-carousel">
      <Carousel
        items={props.products}
        itemKey={(product) => product.id}
        breakpoints={BREAKPOINTS.catalogue}
        label={props.label}
        render={(product) => <ProductCard product={product} />}
      />
    </div>
  )
}

/** Services in a swiper, with the same breakpoints. */
export function StoreServiceCarousel(props: { services: ServiceCard[]; label: string }) {
  return (
    <div className="store-carousel">
      <Carousel
        items={props.services}
        itemKey={(service) => service.id}
        breakpoints={BREAKPOINTS.catalogue}
        label={props.label}
        render={(service) => <StoreServiceCard service={service} />}
      />
    </div>
  )
}
