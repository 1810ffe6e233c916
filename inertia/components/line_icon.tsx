// The frame of the sites' line icons: 24x24, stroked in currentColor (the site's colours), decorative.
import type { SVGProps } from 'react'

export type LineIconProps = SVGProps<SVGSVGElement> & { size?: number }

/** Screen readers skip it: the link or button around it carries the name. */
export default function LineIcon({ size = 22, children, ...rest }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}
