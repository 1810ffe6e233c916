// The merchant's other websites in the drawer: a list on the account pages, a switcher on a website's.
import { Link } from '@inertiajs/react'
import type { DashboardShell } from '#presenters/dashboard/dashboard_presenter'
import { route } from '~/lib/route'
import { Icon } from './navigation'

type Others = DashboardShell['websites']

/** On the merchant's own account pages: every website, and the page listing them all. */
export function WebsitesNav({ others, more }: { others: Others; more: boolean }) {
  return (
    <nav className="dash-sections" aria-label="مواقعي">
      <div className="dash-group">
        <h2>مواقعي</h2>
        <ul>
          {others.map((other) => (
            <li key={other.username}>
              <Link
                href={route('dashboard.overview.show', { username: other.username })}
                className="dash-link"
              >
                <Icon name="overview" />
                {other.name}
              </Link>
            </li>
          ))}
          {(more || others.length === 0) && (
            <li>
              <Link href={route('dashboard.websites.index')} className="dash-link">
                <Icon name="pages" />
                كل مواقعي
              </Link>
            </li>
          )}
        </ul>
      </div>
    </nav>
  )
}

/** On a website's pages: a folded list of the merchant's other websites. */
export function SiteSwitcher({ others, more }: { others: Others; more: boolean }) {
  return (
    <details className="dash-switcher">
      <summary>تبديل الموقع</summary>
      <ul>
        {others.map((other) => (
          <li key={other.username}>
            <Link href={route('dashboard.overview.show', { username: other.username })}>
              {other.name}
              <span dir="ltr">{other.username}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={route('dashboard.websites.index')} className="dash-all-sites">
        {more ? 'كل مواقعي' : 'قائمة مواقعي'}
      </Link>
    </details>
  )
}
