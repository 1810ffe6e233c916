// An auth page that can go no further (a used or expired link): what happened, and the one way on.
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Seo from '~/components/seo'

/** A centred card: the heading, the explanation, and a full-width button to `action`. */
export function AuthNotice({
  seoTitle,
  title,
  action,
  children,
}: {
  seoTitle: string
  title: string
  action: { href: string; label: string }
  children: ReactNode
}) {
  return (
    <>
      <Seo title={seoTitle} />
      <section className="auth-card center">
        <h1>{title}</h1>
        <p className="lead">{children}</p>
        <Link href={action.href} className="btn btn-primary btn-block">
          {action.label}
        </Link>
      </section>
    </>
  )
}
