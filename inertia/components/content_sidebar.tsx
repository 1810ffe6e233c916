import { useState } from 'react'
import { Link } from '@inertiajs/react'
import Icon from '~/components/content_icons'
import { route } from '~/lib/route'
import type { SectionSummary } from '#presenters/blog_presenter'

interface SidebarProps {
  username: string
  sections: SectionSummary[]
  totalPosts?: number
  /** slug of the category being read: highlighted, its branch open */
  active?: string | null
}

/**
 * The category side list: every main section with its post count (sub-sections included); a
 * section with sub-sections expands and collapses, and the active branch starts open.
 */
export default function ContentSidebar({ username, sections, totalPosts, active }: SidebarProps) {
  const branchOf = (slug?: string | null) =>
    sections.find((s) => s.slug === slug || s.children.some((c) => c.slug === slug))?.slug ?? null
  const [open, setOpen] = useState<string | null>(branchOf(active))

  return (
    <aside className="content-sidebar card" aria-labelledby="sidebar-title">
      <h2 id="sidebar-title" className="content-sidebar-title">
        الأقسام
      </h2>
      <ul className="content-sidebar-list">
        <li>
          <Link
            href={route('content.posts.index', { username })}
            className={`content-sidebar-link${active ? '' : ' is-active'}`}
          >
            <span>كل المنشورات</span>
            {totalPosts !== undefined && (
              <span className="content-sidebar-count">{totalPosts}</span>
            )}
          </Link>
        </li>
        {sections.map((section) => (
          <li key={section.slug}>
            <div className="content-sidebar-row">
              <SectionLink username={username} section={section} active={active} />
              {section.children.length > 0 && (
                <button
                  type="button"
                  className={`content-sidebar-toggle${open === section.slug ? ' is-open' : ''}`}
                  aria-expanded={open === section.slug}
                  aria-controls={`sub-${section.slug}`}
                  aria-label={`الأقسام الفرعية في ${section.title}`}
                  onClick={() => setOpen(open === section.slug ? null : section.slug)}
                >
                  <Icon name="chevron" size={16} />
                </button>
              )}
            </div>
            {section.children.length > 0 && (
              <ul
                id={`sub-${section.slug}`}
                className="content-sidebar-children"
                hidden={open !== section.slug}
              >
                {section.children.map((child) => (
                  <li key={child.slug}>
                    <SectionLink username={username} section={child} active={active} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </aside>
  )
}

/** One section of the list (main or sub-section): its title and post count, marked when being read. */
function SectionLink({
  username,
  section,
  active,
}: {
  username: string
  section: Pick<SectionSummary, 'slug' | 'title' | 'postCount'>
  active?: string | null
}) {
  return (
    <Link
      href={route('content.sections.show', { username, slug: section.slug })}
      className={`content-sidebar-link${active === section.slug ? ' is-active' : ''}`}
      aria-current={active === section.slug ? 'page' : undefined}
    >
      <span>{section.title}</span>
      <span className="content-sidebar-count">{section.postCount}</span>
    </Link>
  )
}
