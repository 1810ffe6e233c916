import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { inTurn } from '~/lib/in_turn'
// only swiper's style sheet is part of the page: it lays out the plain slides the server renders
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

export interface CarouselProps<T> {
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
 * A carousel with the app's breakpoints, right to left. The server renders the slides as plain HTML in
 * swiper's own markup (laid out by its style sheet and the breakpoint CSS before it starts), so the
 * content is in the HTML before any JavaScript runs and no carousel is built during server rendering;
 * in the browser, swiper is loaded as a separate chunk when the carousel nears the screen and starts on
 * those same nodes.
 */
export default function Carousel<T>(props: CarouselProps<T>) {
  const breakpoints = props.breakpoints ?? BREAKPOINTS.marketing
  const region = useRef<HTMLDivElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const bullets = useRef<HTMLDivElement>(null)
  const slides = props.items.map((item, index) => ({
    key: props.itemKey(item),
    node: props.render(item, index),
  }))
  // swiper is started again when the slides or the options change (another page's carousel)
  const signature = JSON.stringify([slides.map((slide) => slide.key), breakpoints, props.autoplay])

  // swiper starts when the carousel comes near the screen: the ones further down the page cost a phone
  // nothing while the page becomes interactive
  useEffect(() => {
    if (slides.length < 2 || !region.current || !container.current) return
    let swiper: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | undefined
    let stopped = false
    const start = () =>
      import('~/components/swiper_carousel').then(({ startSwiper }) =>
        // starting one measures and lays out its slides: one carousel per task
        inTurn(() => {
          if (stopped || !container.current) return
          swiper = startSwiper(container.current, {
            breakpoints,
            autoplay: props.autoplay,
            pagination: props.pagination ? bullets.current : null,
          })
        })
      )
    let observer: IntersectionObserver | undefined
    if (typeof IntersectionObserver === 'undefined') {
      start()
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect()
            start()
          }
        },
        { rootMargin: '200px' }
      )
      observer.observe(region.current)
    }
    return () => {
      stopped = true
      observer?.disconnect()
      swiper?.destroy(true, true)
    }
  }, [signature])

  return (
    <div
      ref={region}
      className="carousel"
      aria-label={props.label}
      role="region"
      data-autoplay={props.autoplay}
    >
      <div ref={container} className="swiper" dir="rtl">
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div className="swiper-slide" key={slide.key}>
              {slide.node}
            </div>
          ))}
        </div>
        {props.pagination && slides.length > 1 && (
          <div ref={bullets} className="swiper-pagination" />
        )}
      </div>
    </div>
  )
}
