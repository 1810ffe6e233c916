import type { ReactNode } from 'react'
import LineIcon from '~/components/line_icon'

/**
 * Small line icons of the content site, drawn here (no icon font, no CDN). 24x24, stroke in
 * currentColor so they take the merchant's colours.
 */
const PATHS = {
  whatsapp: (
    <>
      <path d="M4 20l1.3-4A8 8 0 1 1 8.5 19z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
    </>
  ),
  x: <path d="M5 4l14 16M19 4L5 20" />,
  facebook: <path d="M15 3.5h-1.8A3.7 3.7 0 0 0 9.5 7.2V21M6.5 11h8" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.3v.2M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.1" />
    </>
  ),
  tiktok: <path d="M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" />,
  snapchat: (
    <path d="M12 3.5c-3 0-4.8 2.2-4.8 5v2.2l-1.9.4.9 1.4c-.6 1.6-1.7 2.7-3.2 3.2 1 .9 2.2 1 3 1.1l.5 1.5 1.9-.2c1 .6 2 1.4 3.6 1.4s2.6-.8 3.6-1.4l1.9.2.5-1.5c.8-.1 2-.2 3-1.1-1.5-.5-2.6-1.6-3.2-3.2l.9-1.4-1.9-.4V8.5c0-2.8-1.8-5-4.8-5z" />
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  phone: (
    <path d="M5 4h3.5l1.5 4-2 1.3a11 11 0 0 0 6.7 6.7L16 14l4 1.5V19a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  rss: (
    <>
      <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
      <circle cx="6" cy="18" r="1.2" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chevron: <path d="M9 6l6 6-6 6" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  folder: (
    <path d="M3.5 7.5a2 2 0 0 1 2-2h4l2 2h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
  ),
  article: (
    <>
      <rect x="4" y="3.5" width="16" height="17" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof PATHS

export default function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <LineIcon className="icon" size={size}>
      {PATHS[name]}
    </LineIcon>
  )
}
