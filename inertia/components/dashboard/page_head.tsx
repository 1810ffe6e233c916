// A dashboard page's head: its title, the line under it, and what stands beside them (an export link).
import type { ReactNode } from 'react'
import { ButtonLink } from '~/components/ui'

/**
 * `sub` is the line under the title, as the page writes it (text, or spans side by side), `lead` the
 * plainer sentence a settings page opens with; `back` is the link above the title to the list a
 * record's page was opened from.
 */
export default function PageHead({
  title,
  sub,
  lead,
  back,
  children,
}: {
  title: ReactNode
  sub?: ReactNode
  lead?: ReactNode
  back?: { href: string; label: string }
  children?: ReactNode
}) {
  return (
    <header className="dash-page-head">
      {back && (
        <ButtonLink href={back.href} variant="ghost">
          → {back.label}
        </ButtonLink>
      )}
      <h1>{title}</h1>
      {sub && <p className="dash-sub">{sub}</p>}
      {lead && <p className="dash-hello">{lead}</p>}
      {children}
    </header>
  )
}
