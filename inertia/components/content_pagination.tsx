import { Link } from '@inertiajs/react'
import Icon from '~/components/content_icons'
import type PostsController from '#controllers/content/posts_controller'
import type { ContentPageProps } from '~/types'

type PageMeta = ContentPageProps<PostsController, 'index'>['meta']

/** Page numbers to show: the first, the last, and two around the current one; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last)
  )
  const sorted = [...pages].sort((a, b) => a - b)
  const result: (number | null)[] = []
  for (const page of sorted) {
    const previous = result[result.length - 1]
    if (typeof previous === 'number' && page - previous > 1) result.push(null)
    result.push(page)
  }
  return result
}

/**
 * Previous / numbers / next links of a paginated list (12 posts a page). `pageHref` builds the list's
 * address from its query; page 1 has none.
 */
export default function ContentPagination({
  meta,
  pageHref,
}: {
  meta: PageMeta
  pageHref: (query: { page?: number }) => string
}) {
  if (meta.lastPage <= 1) return null
  const href = (page: number) => pageHref({ page: page > 1 ? page : undefined })
  const { currentPage: current, lastPage: last } = meta

  return (
    <nav className="content-pagination" aria-label="ترقيم الصفحات">
      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" className="content-page-step is-prev">
          <Icon name="chevron" size={16} /> السابق
        </Link>
      ) : (
        <span className="content-page-step is-prev is-disabled" aria-hidden="true">
          <Icon name="chevron" size={16} /> السابق
        </span>
      )}
      <ol>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="content-page-gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={`content-page-number${page === current ? ' is-current' : ''}`}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`الصفحة ${page}`}
              >
                {page}
              </Link>
            </li>
          )
        )}
      </ol>
      {current < last ? (
        <Link href={href(current + 1)} rel="next" className="content-page-step is-next">
          التالي <Icon name="chevron" size={16} />
        </Link>
      ) : (
        <span className="content-page-step is-next is-disabled" aria-hidden="true">
          التالي <Icon name="chevron" size={16} />
        </span>
      )}
    </nav>
  )
}
