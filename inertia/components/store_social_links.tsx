import type { StorefrontData } from '#services/store/storefront'
import {
  FacebookIcon,
  InstagramIcon,
  SnapchatIcon,
  TiktokIcon,
  XIcon,
} from '~/components/store_icons'

/** The website's social accounts (sent only when the website has content support). */
export default function StoreSocialLinks(props: {
  social: NonNullable<StorefrontData['social']>
  size?: number
}) {
  const size = props.size ?? 20
  const links = [
    { href: props.social.instagram, label: 'إنستقرام', icon: <InstagramIcon size={size} /> },
    { href: props.social.twitter, label: 'إكس', icon: <XIcon size={size} /> },
    { href: props.social.snapchat, label: 'سناب شات', icon: <SnapchatIcon size={size} /> },
    { href: props.social.facebook, label: 'فيسبوك', icon: <FacebookIcon size={size} /> },
    { href: props.social.tiktok, label: 'تيك توك', icon: <TiktokIcon size={size} /> },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href))
  if (links.length === 0) return null
  return (
    <ul className="store-social" aria-label="حساباتنا">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  )
}
