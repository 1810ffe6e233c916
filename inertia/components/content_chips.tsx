import { Link } from '@inertiajs/react'
import { route } from '~/lib/route'
import type { SectionSummary } from '#presenters/blog_presenter'

/** A section or sub-section of BlogPresenter.section, with its post count when the row shows it. */
type Chip = Pick<SectionSummary, 'slug' | 'title'> & { postCount?: number }

/** A row of category chips that scrolls sideways on a phone. */
export default function ContentChips({
  username,
  chips,
  active,
  label,
  allHref,
  className,
}: {
  username: string
  chips: Chip[]
  active?: string | null
  label: string
  /** adds a first chip 'الكل' linking here */
  allHref?: string
  /** 'content-chips-mobile': shown only where the side list is hidden */
  className?: string
}) {
  if (chips.length === 0) return null
  return (
    <nav className={`content-chips${className ? ` ${className}` : ''}`} aria-label={label}>
      {allHref && (
        <Link href={allHref} className={`content-chip${active ? '' : ' is-active'}`}>
          الكل
        </Link>
      )}
      {chips.map((chip) => (
        <Link
          key={chip.slug}
          href={route('content.sections.show', { username, slug: chip.slug })}
          className={`content-chip${chip.slug === active ? ' is-active' : ''}`}
          aria-current={chip.slug === active ? 'page' : undefined}
        >
          {chip.title}
          {chip.postCount !== undefined && (
            <span className="content-chip-count">{chip.postCount}</span>
          )}
        </Link>
      ))}
    </nav>
  )
}
