import type { ImgHTMLAttributes } from 'react'
import { srcSetOf, uploadedImage } from '~/lib/images'

const PLACEHOLDER = '/images/placeholder.svg'

/**
 * Every picture of the sites: sized, lazy by default, and a broken image falls back to the placeholder.
 * An uploaded image (lib/images.ts) gets its real width and height and a srcset of its WebP variants,
 * so a phone downloads the small one. A caller's width and height describe the box it is shown in (and
 * `sizes` defaults to at most that wide); without them the image's own size is given.
 */
export default function Image({ src, alt, sizes, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const uploaded = uploadedImage(src)
  // the box a caller sizes it in: shown at most that wide
  const box = Number(rest.width) || null
  return (
    <img
      loading="lazy"
      width={uploaded?.width ?? 400}
      height={uploaded?.height ?? 300}
      {...rest}
      src={src || PLACEHOLDER}
      srcSet={uploaded && src ? srcSetOf(src, uploaded) : undefined}
      sizes={
        uploaded ? (sizes ?? (box ? `(max-width: ${box}px) 100vw, ${box}px` : '100vw')) : sizes
      }
      alt={alt ?? ''}
      // server-rendered: an image that failed before React hydrated fired its error unheard
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER)) {
          fallBack(img)
        }
      }}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER)) fallBack(event.currentTarget)
      }}
    />
  )
}

/** The placeholder instead of a broken picture (its srcset would otherwise win over src). */
function fallBack(img: HTMLImageElement) {
  img.removeAttribute('srcset')
  img.src = PLACEHOLDER
}
