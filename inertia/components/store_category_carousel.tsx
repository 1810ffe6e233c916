import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import type { StoreCategoryData } from '#presenters/catalogue_presenter'
import StoreCarousel from '~/components/store_carousel'
import Image from '~/components/image'
import { countLabel, PRODUCTS } from '~/components/store_format'
import { route } from '~/lib/route'

/** Product categories in a swiper: image, name and how many products each holds. */
export default function StoreCategoryCarousel(props: {
  categories: StoreCategoryData[]
  label: string
}) {
  const { username } = usePage<SharedProps>().props
  return (
    <StoreCarousel
      items={props.categories}
      label={props.label}
      render={(category) => (
        <Link
          href={route('store.categories.show', { username, slug: category.slug })}
          className="category-tile"
        >
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
  )
}
