// A list of icon-only links to social accounts, each opening in a new tab (used by all three sites).
import type { ReactNode } from 'react'

/** `key` names the network; `label` is its name read out and shown as the tooltip. */
interface SocialIconLink<Network extends string> {
  key: Network
  href: string
  label: string
}

/** The accounts as a list of icon links; each site draws its own icons and gives its own class. */
export default function SocialIconLinks<Network extends string>(props: {
  links: SocialIconLink<Network>[]
  icon: (network: Network) => ReactNode
  className: string
  label: string
}) {
  return (
    <ul className={props.className} aria-label={props.label}>
      {props.links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
          >
            {props.icon(link.key)}
          </a>
        </li>
      ))}
    </ul>
  )
}
