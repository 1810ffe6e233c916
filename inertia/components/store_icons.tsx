// Inline icons of the storefront (no icon font, no request). Decorative: screen readers skip them.
import type { ReactNode } from 'react'
import Icon from '~/components/line_icon'
import type { LineIconProps as IconProps } from '~/components/line_icon'

/** An icon of the storefront: the line icon frame around `paths`, sized and styled by the caller. */
function lineIcon(paths: ReactNode, frame: IconProps = {}) {
  return (props: IconProps) => (
    <Icon {...frame} {...props}>
      {paths}
    </Icon>
  )
}

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>
)

export const CartIcon = lineIcon(
  <>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 7H6" />
  </>
)

export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>
)

export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />)

export const PinIcon = lineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>
)

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>
)

export const ChevronIcon = lineIcon(<path d="m15 6-6 6 6 6" />)

export const CheckIcon = lineIcon(<path d="m5 12 5 5 9-10" />)

export const PhoneIcon = lineIcon(
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
)

export const MailIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>
)

export const TruckIcon = lineIcon(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </>
)

export const ReceiptIcon = lineIcon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </>
)

export const CalendarIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>
)

export const WhatsappIcon = lineIcon(
  <>
    <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7z" />
    <path d="M9 9.5c.5 2.5 2.5 4.5 5 5l1.2-1.2 1.8.8-.3 1.6c-4 .4-8.3-3.9-7.9-7.9L10.4 7.5l.8 1.8z" />
  </>
)

export const InstagramIcon = lineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </>
)

export const XIcon = lineIcon(
  <path
    fill="currentColor"
    d="M4 3.5h4.6l4 5.6 4.8-5.6h2.2l-6 7 6.9 9.9h-4.6l-4.4-6.2-5.3 6.2H4l6.5-7.6zm3 1.6 9.9 13.8h1.5L8.6 5.1z"
  />,
  { strokeWidth: 0 }
)

export const FacebookIcon = lineIcon(
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />
)

export const SnapchatIcon = lineIcon(
  <path d="M12 3c3 0 5 2.2 5 5v3l2 1-2 1.5c.5 1.5 1.8 2.5 3 3-1 .8-2.5.8-3.5 1-.4 1-1.5 1.5-4.5 2.5-3-1-4.1-1.5-4.5-2.5-1-.2-2.5-.2-3.5-1 1.2-.5 2.5-1.5 3-3L5 12l2-1V8c0-2.8 2-5 5-5z" />
)

export const TiktokIcon = lineIcon(
  <path d="M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" />
)

export const ShareIcon = lineIcon(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.3 10.8 7.4-4.3M8.3 13.2l7.4 4.3" />
  </>
)
