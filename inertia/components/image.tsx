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
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER
      }}
    />
  )
}
