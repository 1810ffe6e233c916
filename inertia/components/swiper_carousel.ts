import Swiper from 'swiper'
import { Autoplay, Pagination } from 'swiper/modules'
import type { Breakpoints } from '~/components/carousel'

interface SwiperOptions {
  breakpoints: Breakpoints
  autoplay?: number
  /** the element that receives the bullets */
  pagination?: HTMLElement | null
}

/**
 * Starts swiper on markup already in the page (the server's slides): swiper adds its classes and
 * styles to those nodes instead of rendering new ones, so the images a visitor already sees (the
 * home banner is the page's largest paint) are neither replaced nor laid out again. Loaded as its own
 * chunk once a carousel nears the screen.
 */
export function startSwiper(container: HTMLElement, options: SwiperOptions) {
  return new Swiper(container, {
    modules: [Autoplay, Pagination],
    spaceBetween: 16,
    slidesPerView: options.breakpoints[0] ?? 1,
    breakpoints: Object.fromEntries(
      Object.entries(options.breakpoints).map(([width, perView]) => [
        width,
        { slidesPerView: perView },
      ])
    ),
    autoplay: options.autoplay ? { delay: options.autoplay, disableOnInteraction: false } : false,
    pagination: options.pagination ? { el: options.pagination, clickable: true } : false,
    loop: false,
  })
}
