import Icon from '~/components/content_icons'
import type { SocialLink } from '#services/content/content_site'

/** The merchant's social accounts as round icon links. */
export default function ContentSocial({ links }: { links: SocialLink[] }) {
  return (
    <ul className="content-social" aria-label="حساباتنا">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
          >
            <Icon name={link.kind} />
          </a>
        </li>
      ))}
    </ul>
  )
}
