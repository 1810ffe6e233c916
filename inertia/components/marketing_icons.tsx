import type { ReactNode, SVGProps } from 'react'

/**
 * The marketing site's icons, drawn inline (no icon font, no CDN). Brand marks are filled, the rest
 * are 24px line icons in the current colour.
 */
export type IconName =
  | 'whatsapp'
  | 'x'
  | 'twitter'
  | 'facebook'
  | 'linkedin'
  | 'instagram'
  | 'snapchat'
  | 'tiktok'
  | 'youtube'
  | 'telegram'
  | 'email'
  | 'phone'
  | 'website'
  | 'another_website'
  | 'link'
  | 'check'
  | 'close'
  | 'chevron'
  | 'arrow'
  | 'menu'
  | 'calendar'
  | 'folder'
  | 'pin'
  | 'clock'
  | 'star'
  | 'store'
  | 'spark'
  | 'logout'

const line = (children: ReactNode) => ({ kind: 'line' as const, children })
const fill = (children: ReactNode) => ({ kind: 'fill' as const, children })

const ICONS: Record<IconName, { kind: 'line' | 'fill'; children: ReactNode }> = {
  whatsapp: line(
    <>
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.3z" />
      <path d="M9 8.6c.2-.5.5-.6.9-.6h.5c.2 0 .4.1.5.4l.7 1.6c.1.2 0 .5-.1.7l-.5.6c.5 1 1.4 1.9 2.5 2.5l.6-.5c.2-.2.5-.2.7-.1l1.6.7c.3.1.4.3.4.5v.5c0 .4-.1.7-.6.9-.6.3-1.6.4-3-.3a9 9 0 0 1-3.9-3.9c-.7-1.4-.6-2.4-.3-3z" />
    </>
  ),
  x: fill(
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
  ),
  twitter: fill(
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
  ),
  facebook: fill(
    <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  ),
  linkedin: fill(
    <path d="M6.9 8.6H3.6V20h3.3zM5.2 3.3a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.6c0-3.1-.7-5.3-4.3-5.3-1.7 0-2.9.9-3.3 1.8h-.1V8.6H9.6V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.5z" />
  ),
  instagram: line(
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  snapchat: line(
    <path d="M12 3.5c3 0 4.8 2.2 4.8 5v2.2l1.7-.5c.5 0 .8.5.4.9-.6.5-1.6.8-2 1 .5 1.6 1.8 3 3.4 3.5.2.4-.3.8-1.8 1.1l-.4 1.3-1.8-.2c-.9.1-1.7 1.7-4.3 1.7s-3.4-1.6-4.3-1.7l-1.8.2-.4-1.3c-1.5-.3-2-.7-1.8-1.1 1.6-.5 2.9-1.9 3.4-3.5-.4-.2-1.4-.5-2-1-.4-.4-.1-.9.4-.9l1.7.5V8.5c0-2.8 1.8-5 4.8-5z" />
  ),
  tiktok: line(<path d="M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" />),
  youtube: line(
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  telegram: line(
    <>
      <path d="M21 4L3 11.2l6.2 2.2L19 6.5l-7.6 8.3V20l3.2-3.8 4 3z" />
    </>
  ),
  email: line(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: line(
    <path d="M5 3.5h3.2l1.6 4.2-2 1.3a11 11 0 0 0 5.2 5.2l1.3-2 4.2 1.6V17a3 3 0 0 1-3 3A15.5 15.5 0 0 1 2 6.5a3 3 0 0 1 3-3z" />
  ),
  website: line(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.3 3.5 5.2 3.5 8.5s-1.1 6.2-3.5 8.5c-2.4-2.3-3.5-5.2-3.5-8.5S9.6 5.8 12 3.5z" />
    </>
  ),
  another_website: line(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.3 3.5 5.2 3.5 8.5s-1.1 6.2-3.5 8.5c-2.4-2.3-3.5-5.2-3.5-8.5S9.6 5.8 12 3.5z" />
    </>
  ),
  link: line(
    <>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
    </>
  ),
  check: line(<path d="M5 12.5l4.5 4.5L19 7.5" />),
  close: line(<path d="M6 6l12 12M18 6L6 18" />),
  chevron: line(<path d="M8 10l4 4 4-4" />),
  // points to the reading direction's end (left in Arabic)
  arrow: line(<path d="M19 12H5M10 7l-5 5 5 5" />),
  menu: line(<path d="M4 7h16M4 12h16M4 17h16" />),
  calendar: line(
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  folder: line(
    <path d="M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
  ),
  pin: line(
    <>
      <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  clock: line(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  star: fill(
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  ),
  store: line(
    <>
      <path d="M4 9.5V19a1.5 1.5 0 0 0 1.5 1.5h13A1.5 1.5 0 0 0 20 19V9.5" />
      <path d="M3 9.5L5 4h14l2 5.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
      <path d="M10 20.5v-5h4v5" />
    </>
  ),
  spark: line(
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M18.4 5.6l-2.8 2.8M8.4 15.6l-2.8 2.8" />
  ),
  logout: line(
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 8l-4 4 4 4M6 12h9" />
    </>
  ),
}

/** Arabic names of the link icons, for screen readers and tooltips. */
export const ICON_LABELS: Partial<Record<IconName, string>> = {
  whatsapp: 'واتساب',
  x: 'إكس',
  twitter: 'إكس (تويتر)',
  facebook: 'فيسبوك',
  linkedin: 'لينكدإن',
  instagram: 'إنستقرام',
  snapchat: 'سناب شات',
  tiktok: 'تيك توك',
  youtube: 'يوتيوب',
  telegram: 'تيليجرام',
  email: 'البريد الإلكتروني',
  phone: 'اتصال',
  website: 'الموقع الإلكتروني',
  another_website: 'موقع آخر',
  link: 'نسخ الرابط',
}

export default function Icon({
  name,
  size = 20,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  const icon = ICONS[name]
  const paint =
    icon.kind === 'fill'
      ? { fill: 'currentColor', stroke: 'none' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 1.8,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="mk-icon"
      {...paint}
      {...rest}
    >
      {icon.children}
    </svg>
  )
}
