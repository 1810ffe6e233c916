// The storefront's carousel of records (products, services, categories, posts) with the catalogue breakpoints.
import type { ReactNode } from 'react'
import Carousel, { BREAKPOINTS } from '~/components/carousel'

/** 1.5, 2.2, 3, 4, 5 cards at 0, 576, 768, 992, 1200 px; `className` adds to the frame's own class. */
export default function StoreCarousel<T extends { id: number }>(props: {
  items: T[]
  label: string
  render: (item: T) => ReactNode
  className?: string
}) {
  return (
    <div className={props.className ? `store-carousel ${props.className}` : 'store-carousel'}>
      <Carousel
        items={props.items}
        itemKey={(item) => item.id}
        breakpoints={BREAKPOINTS.catalogue}
        label={props.label}
        render={props.render}
      />
    </div>
  )
}
