// A titled card of a long settings form (the website's settings, design and delivery pages).
import type { ReactNode } from 'react'

/** The card is named by its heading (`id`). */
export default function SiteFormCard({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className="dash-card site-form-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
