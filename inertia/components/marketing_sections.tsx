import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Icon from '~/components/marketing_icons'
import { COLLECTIONS } from '~/components/marketing_collections'
import type { Privilege } from '~/components/marketing_collections'
import type { PlatformSectionData } from '#presenters/platform_presenter'

/**
 * The category side list of the academy and the blog: main categories with their post counts; a
 * category with sub-categories expands and collapses. The active one (and its parent) starts open.
 */
export default function SectionList(props: {
  sections: PlatformSectionData[]
  privilege: Privilege
  active?: string | null
  allLabel: string
}) {
  const initial = props.sections
    .filter(
      (section) =>
        section.slug === props.active ||
        section.children.some((child) => child.slug === props.active)
    )
    .map((section) => section.slug)
  const [open, setOpen] = useState<string[]>(initial)
  const toggle = (slug: string) =>
    setOpen((current) =>
      current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]
    )
  const collection = COLLECTIONS[props.privilege]
  const href = (slug: string) => collection.index({ category: slug })
  const total = props.sections.reduce(
    (sum, section) =>
      sum + section.postCount + section.children.reduce((n, child) => n + child.postCount, 0),
    0
  )

  return (
    <nav className="mk-side-card mk-sections" aria-label="الأقسام">
      <h2 className="mk-side-title">الأقسام</h2>
      <ul>
        <li>
          <SectionRow
            href={collection.index()}
            label={props.allLabel}
            current={!props.active}
            count={total}
          />
        </li>
        {props.sections.map((section) => {
          const expanded = open.includes(section.slug)
          const count =
            section.postCount + section.children.reduce((n, child) => n + child.postCount, 0)
          return (
            <li key={section.slug}>
              <SectionRow
                href={href(section.slug)}
                label={section.title}
                current={props.active === section.slug}
                count={count}
                toggle={
                  section.children.length > 0 && (
                    <button
                      type="button"
                      className={`mk-expand${expanded ? ' is-open' : ''}`}
                      aria-expanded={expanded}
                      aria-controls={`sub-${section.slug}`}
                      aria-label={`${expanded ? 'إخفاء' : 'عرض'} أقسام ${section.title}`}
                      onClick={() => toggle(section.slug)}
                    >
                      <Icon name="chevron" size={18} />
                    </button>
                  )
                }
              />
              {section.children.length > 0 && (
                <ul id={`sub-${section.slug}`} className="mk-subsections" hidden={!expanded}>
                  {section.children.map((child) => (
                    <li key={child.slug}>
                      <SectionRow
                        href={href(child.slug)}
                        label={child.title}
                        current={props.active === child.slug}
                        count={child.postCount}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** One row of the list: the category's link (marked when it is the page shown), its post count. */
function SectionRow(props: {
  href: string
  current: boolean
  label: string
  count: number
  /** the button that opens the category's sub-categories, when it has some */
  toggle?: ReactNode
}) {
  return (
    <div className="mk-section-row">
      <Link href={props.href} aria-current={props.current ? 'page' : undefined}>
        {props.label}
      </Link>
      <span className="mk-count">{props.count}</span>
      {props.toggle}
    </div>
  )
}
