import type { StorefrontData } from '#services/store/storefront'
import {
  FacebookIcon,
  InstagramIcon,
  SnapchatIcon,
  TiktokIcon,
  XIcon,
} from '~/components/store_icons'
import SocialIconLinks from '~/components/social_icon_links'

const ICONS = {
  instagram: InstagramIcon,
  twitter: XIcon,
  snapchat: SnapchatIcon,
  facebook: FacebookIcon,
  tiktok: TiktokIcon,
}

/** The website's social accounts (sent only when the website has content support). */
export default function StoreSocialLinks(props: {
  social: NonNullable<StorefrontData['social']>
  size?: number
}) {
  const size = props.size ?? 20
  const links = [
    { key: 'instagram' as const, href: props.social.instagram, label: 'إنستقرام' },
    { key: 'twitter' as const, href: props.social.twitter, label: 'إكس' },
    { key: 'snapchat' as const, href: props.social.snapchat, label: 'سناب شات' },
    { key: 'facebook' as const, href: props.social.facebook, label: 'فيسبوك' },
    { key: 'tiktok' as const, href: props.social.tiktok, label: 'تيك توك' },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href))
  if (links.length === 0) return null
  return (
    <SocialIconLinks
      className="store-social"
      label="حساباتنا"
      links={links}
      icon={(network) => {
        const NetworkIcon = ICONS[network]
        return <NetworkIcon size={size} />
      }}
    />
  )
}
