import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { route } from '~/lib/route'

export interface Crumb {
  label: string
  href?: string
}

/** Home, then the given steps; the last one is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: 'الرئيسية', href: route('marketing.home.show') }, ...items]
  return (
    <nav className="mk-crumbs" aria-label="مسار التصفح">
      <ol>
        {all.map((item, index) =>
          item.href && index < all.length - 1 ? (
            <li key={`${index}-${item.label}`}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ) : (
            <li key={`${index}-${item.label}`} aria-current="page">
              {item.label}
            </li>
          )
        )}
      </ol>
    </nav>
  )
}

/** The band at the top of an inner page: breadcrumbs, title and an optional lead. */
export default function PageHeader(props: {
  title: string
  crumbs: Crumb[]
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="mk-page-header">
      <div className="container">
        <Breadcrumbs items={props.crumbs} />
        <h1>{props.title}</h1>
        {props.lead && <p className="mk-lead">{props.lead}</p>}
        {props.children}
      </div>
    </header>
  )
}
