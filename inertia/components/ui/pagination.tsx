import { Link } from '@inertiajs/react'

export interface PageMeta {
  currentPage: number
  lastPage: number
}

/** Page numbers to show: the first, the last, and two around the current one; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = [...new Set([1, last, current - 1, current, current + 1])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b)
  const result: (number | null)[] = []
  for (const page of pages) {
    const previous = result[result.length - 1]
    if (typeof previous === 'number' && page - previous > 1) result.push(null)
    result.push(page)
  }
  return result
}

/**
 * Previous / numbers / next of a paginated list. `path` is the list's address (from route()); other
 * query values (a search, filters) are kept, and page 1 has no `page` in its address.
 */
export default function Pagination({
  meta,
  path,
  query,
}: {
  meta: PageMeta
  path: string
  query?: Record<string, string | number | null | undefined>
}) {
  const { currentPage: current, lastPage: last } = meta
  if (last <= 1) return null

  const href = (page: number) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== null && value !== undefined && value !== '' && key !== 'page') {
        params.set(key, String(value))
      }
    }
    if (page > 1) params.set('page', String(page))
    const search = params.toString()
    return search ? `${path}?${search}` : path
  }

  return (
    <nav className="ui-pagination" aria-label="ترقيم الصفحات">
      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" className="ui-page-step">
          السابق
        </Link>
      ) : (
        <span className="ui-page-step is-disabled" aria-hidden="true">
          السابق
        </span>
      )}
      <ol>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="ui-page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={`ui-page-number${page === current ? ' is-current' : ''}`}
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
        <Link href={href(current + 1)} rel="next" className="ui-page-step">
          التالي
        </Link>
      ) : (
        <span className="ui-page-step is-disabled" aria-hidden="true">
          التالي
        </span>
      )}
    </nav>
  )
}
