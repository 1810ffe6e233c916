// The content site's page head: the trail from the site's home, the page's title, and a line under it.
import type { ReactNode } from 'react'
import ContentBreadcrumbs from '~/components/content_breadcrumbs'
import { route } from '~/lib/route'

/** `trail` is the way from the home to this page, the page itself last; `children` follow the title. */
export default function ContentPageHead({
  username,
  trail,
  title,
  children,
}: {
  username: string
  trail: { label: string; href?: string }[]
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="content-page-head">
      <div className="container">
        <ContentBreadcrumbs
          items={[{ label: 'الرئيسية', href: route('content.home.show', { username }) }, ...trail]}
        />
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  )
}
