// The frame a store's product and service cards share: the picture, the name linked, the price row.
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'

/** `kind` names the card's own classes (product-card, service-card); the title and foot are shared. */
export default function StoreCard(props: {
  kind: 'product' | 'service'
  href: string
  name: string
  /** the picture (and its badge), inside the link to the record */
  media: ReactNode
  mediaLabel?: string
  /** the price and the button */
  foot: ReactNode
  /** between the name and the foot */
  children?: ReactNode
}) {
  return (
    <article className={`${props.kind}-card`}>
      <Link href={props.href} className={`${props.kind}-card-media`} aria-label={props.mediaLabel}>
        {props.media}
      </Link>
      <div className={`${props.kind}-card-body`}>
        <h3 className="product-card-title">
          <Link href={props.href}>{props.name}</Link>
        </h3>
        {props.children}
        <div className="product-card-foot">{props.foot}</div>
      </div>
    </article>
  )
}
