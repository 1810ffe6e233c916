import type { ReactNode } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Autoplay, Navigation, Pagination } from 'swiper/modules'
import type { Breakpoints } from '~/components/carousel'

export interface SwiperCarouselProps {
  slides: { key: string | number; node: ReactNode }[]
  breakpoints: Breakpoints
  autoplay?: number
  pagination?: boolean
}

/**
 * The live carousel: loaded as its own chunk once the page runs in the browser, so neither the
 * server render nor the page's first JavaScript carries swiper.
 */
export default function SwiperCarousel(props: SwiperCarouselProps) {
  return (
    <Swiper
      dir="rtl"
      modules={[Autoplay, Navigation, Pagination]}
      spaceBetween={16}
      slidesPerView={props.breakpoints[0] ?? 1}
      breakpoints={Object.fromEntries(
        Object.entries(props.breakpoints).map(([width, perView]) => [
          width,
          { slidesPerView: perView },
        ])
      )}
      autoplay={props.autoplay ? { delay: props.autoplay, disableOnInteraction: false } : false}
      pagination={props.pagination ? { clickable: true } : false}
      loop={false}
    >
      {props.slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
      ))}
    </Swiper>
  )
}
