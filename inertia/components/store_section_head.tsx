import { Link } from '@inertiajs/react'
import { ChevronIcon } from '~/components/store_icons'

/** A block's heading with an optional 'view all' link at the end of the line. */
export default function StoreSectionHead(props: {
  title: string
  href?: string
  linkLabel?: string
  as?: 'h1' | 'h2'
  subtitle?: string
}) {
  const Heading = props.as ?? 'h2'
  return (
    <div className="store-section-head">
      <div>
        <Heading className="store-section-title">{props.title}</Heading>
        {props.subtitle && <p className="muted store-section-subtitle">{props.subtitle}</p>}
      </div>
      {props.href && (
        <Link href={props.href} className="view-all">
          {props.linkLabel ?? 'عرض الكل'}
          <ChevronIcon size={16} />
        </Link>
      )}
    </div>
  )
}
