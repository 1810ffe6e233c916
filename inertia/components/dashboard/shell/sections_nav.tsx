// A website's dashboard sections in the drawer, grouped, with the current one marked and the new-item badges.
import { Link } from '@inertiajs/react'
import { Icon, NAVIGATION, sectionUrl, type Section } from './navigation'

interface Props {
  username: string
  supportContent: boolean
  /** the address the page was opened at, without its query */
  path: string
  overviewUrl: string
  badges: Record<string, number>
  /** the sections the person's role may not open: not offered (the server refuses them anyway) */
  hidden: Set<string>
}

export function SectionsNav({
  username,
  supportContent,
  path,
  overviewUrl,
  badges,
  hidden,
}: Props) {
  const linkOf = (name: string) => (hidden.has(name) ? null : sectionUrl(name, username))
  return (
    <nav className="dash-sections" aria-label="أقسام لوحة التحكم">
      {NAVIGATION.filter((group) => group.sections.some((section) => linkOf(section.route))).map(
        (group) => (
          <div key={group.title} className="dash-group">
            <h2>{group.title}</h2>
            <ul>
              {group.sections
                .filter((section) => !section.content || supportContent)
                .map((section) => ({ section, href: linkOf(section.route) }))
                // a section appears once its pages exist: no "coming soon" entries
                .filter((entry): entry is { section: Section; href: string } => !!entry.href)
                .map(({ section, href }) => {
                  const current =
                    path === href || (href !== overviewUrl && path.startsWith(`${href}/`))
                  return (
                    <li key={section.route}>
                      <Link
                        href={href}
                        className="dash-link"
                        aria-current={current ? 'page' : undefined}
                      >
                        <Icon name={section.icon} />
                        {section.label}
                        {badges[section.route] > 0 && (
                          <span className="dash-badge">
                            {badges[section.route]}
                            <span className="visually-hidden">{` ${section.badge}`}</span>
                          </span>
                        )}
                      </Link>
                    </li>
                  )
                })}
            </ul>
          </div>
        )
      )}
    </nav>
  )
}
