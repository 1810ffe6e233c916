import Icon from '~/components/content_icons'
import SocialIconLinks from '~/components/social_icon_links'
import type { SocialLink } from '#services/content/content_site'

/** The merchant's social accounts as round icon links. */
export default function ContentSocial({ links }: { links: SocialLink[] }) {
  return (
    <SocialIconLinks
      className="content-social"
      label="حساباتنا"
      links={links.map((link) => ({ key: link.kind, href: link.url, label: link.label }))}
      icon={(kind) => <Icon name={kind} />}
    />
  )
}
