import { Link } from '@inertiajs/react'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
import Image from '~/components/image'
import { countLabel, PRODUCTS } from '~/components/store_format'
import type { StoreCategoryData } from '~/components/store_types'

/** Product categories in a swiper: image, name and how many products each holds. */
export default function StoreCategoryCarousel(props: {
  categories: StoreCategoryData[]
  base: string
  label: string
}) {
  return (
    <div className="store-carousel">
      <Carousel
        items={props.categories}
        itemKey={(category) => category.id}
        breakpoints={BREAKPOINTS.catalogue}
        label={props.label}
        render={(category) => (
          <Link href={`${props.base}/categories/${category.slug}`} className="category-tile">
            <Image
              src={category.image ?? undefined}
              alt=""
              width={400}
              height={300}
              decoding="async"
            />
            <span className="category-tile-text">
              <strong>{category.name}</strong>
              <span className="small">{countLabel(category.productCount, PRODUCTS)}</span>
            </span>
          </Link>
        )}
      />
    </div>
  )
}
