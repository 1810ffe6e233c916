import type { ImgHTMLAttributes } from 'react'

export const PLACEHOLDER = '/images/placeholder.svg'

/** Sized, lazy by default, and a broken image falls back to the placeholder. */
export default function Image({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      loading="lazy"
      width={400}
      height={300}
      {...rest}
      src={src || PLACEHOLDER}
      alt={alt ?? ''}
      // server-rendered: an image that failed before React hydrated fired its error unheard
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER)) {
          img.src = PLACEHOLDER
        }
      }}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER
      }}
    />
  )
}
