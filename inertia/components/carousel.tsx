import type { ReactNode } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Autoplay, Navigation, Pagination } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/pagination'

/** Breakpoints of SPEC.md section 9: min-width in px -> slides per view. */
export type Breakpoints = Record<number, number>

export const BREAKPOINTS = {
  /** marketing carousels: 1, 2, 3 at 640, 768, 1024 */
  marketing: { 0: 1, 640: 1, 768: 2, 1024: 3 },
  /** testimonials: 1, 2, 3 at 320, 640, 1024 */
  testimonials: { 0: 1, 320: 1, 640: 2, 1024: 3 },
  /** product and category carousels: 1.5, 2.2, 3, 4, 5 at 0, 576, 768, 992, 1200 */
  catalogue: { 0: 1.5, 576: 2.2, 768: 3, 992: 4, 1200: 5 },
} satisfies Record<string, Breakpoints>

interface CarouselProps<T> {
  items: T[]
  itemKey: (item: T) => string | number
  render: (item: T, index: number) => ReactNode
  breakpoints?: Breakpoints
  /** autoplay delay in ms; none when absent */
  autoplay?: number
  pagination?: boolean
  label?: string
}

/**
 * Swiper with the app's breakpoints, right to left. The slides are rendered on the server too, so the
 * content is in the HTML before any JavaScript runs.
 */
export default function Carousel<T>(props: CarouselProps<T>) {
  const breakpoints = props.breakpoints ?? BREAKPOINTS.marketing
  return (
    <div className="carousel" aria-label={props.label} role="region">
      <Swiper
        dir="rtl"
        modules={[Autoplay, Navigation, Pagination]}
        spaceBetween={16}
        slidesPerView={breakpoints[0] ?? 1}
        breakpoints={Object.fromEntries(
          Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }])
        )}
        autoplay={props.autoplay ? { delay: props.autoplay, disableOnInteraction: false } : false}
        pagination={props.pagination ? { clickable: true } : false}
        loop={false}
      >
        {props.items.map((item, index) => (
          <SwiperSlide key={props.itemKey(item)}>{props.render(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
