import { Link } from '@inertiajs/react'
import type { SlideData } from '#presenters/catalogue_presenter'
import Carousel from '~/components/carousel'
import Image from '~/components/image'

/** SPEC.md section 9: banners slide every 2500 ms. */
const BANNER_AUTOPLAY = 2500

/**
 * The home banner slider: one slide at a time, with the slide's title, text and button in its own
 * colours. The first image is above the fold and loads at once; the others lazily.
 */
export default function StoreBannerSlider({ slides }: { slides: SlideData[] }) {
  return (
    <div className="store-banner">
      <Carousel
        items={slides}
        itemKey={(slide) => slide.id}
        breakpoints={{ 0: 1 }}
        autoplay={slides.length > 1 ? BANNER_AUTOPLAY : undefined}
        pagination={slides.length > 1}
        label="العروض"
        render={(slide, index) => {
          const button = slide.link && slide.buttonText && (
            <span
              className="btn banner-button"
              style={{
                background: slide.buttonColor ?? undefined,
                color: slide.buttonTextColor ?? undefined,
              }}
            >
              {slide.buttonText}
            </span>
          )
          const body = (
            <>
              <Image
                src={slide.image}
                alt={slide.title ?? ''}
                width={1200}
                height={450}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
              {(slide.title || slide.description) && (
                <div className="banner-caption">
                  {slide.title && <p className="banner-title">{slide.title}</p>}
                  {slide.description && <p className="banner-text">{slide.description}</p>}
                  {button}
                </div>
              )}
            </>
          )
          if (!slide.link) return <div className="banner-slide">{body}</div>
          return slide.link.startsWith('/') ? (
            <Link href={slide.link} className="banner-slide">
              {body}
            </Link>
          ) : (
            <a href={slide.link} className="banner-slide" rel="noopener noreferrer">
              {body}
            </a>
          )
        }}
      />
    </div>
  )
}
