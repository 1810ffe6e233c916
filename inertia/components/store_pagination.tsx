import { Link } from '@inertiajs/react'
import type { Paginated } from '~/components/store_types'

/** Page links for a paginated list; other query values (such as ?q=) are kept. */
export default function StorePagination(props: {
  meta: Paginated<unknown>['meta']
  path: string
  query?: Record<string, string>
}) {
  const { currentPage, lastPage } = props.meta
  if (lastPage <= 1) return null

  const href = (page: number) => {
    const params = new URLSearchParams(
      Object.entries(props.query ?? {}).filter(([, value]) => value !== '')
    )
    if (page > 1) params.set('page', String(page))
    const search = params.toString()
    return search ? `${props.path}?${search}` : props.path
  }

  // first, last, and two pages around the current one
  const pages = [...new Set([1, currentPage - 1, currentPage, currentPage + 1, lastPage])]
    .filter((page) => page >= 1 && page <= lastPage)
    .sort((a, b) => a - b)

  return (
    <nav className="store-pagination" aria-label="الصفحات">
      {currentPage > 1 && (
        <Link href={href(currentPage - 1)} rel="prev" className="page-link">
          السابق
        </Link>
      )}
      {pages.map((page, index) => (
        <span key={page} className="page-group">
          {index > 0 && page - pages[index - 1] > 1 && <span className="page-gap">…</span>}
          {page === currentPage ? (
            <span className="page-link current" aria-current="page">
              {page}
            </span>
          ) : (
            <Link href={href(page)} className="page-link">
              {page}
            </Link>
          )}
        </span>
      ))}
      {currentPage < lastPage && (
        <Link href={href(currentPage + 1)} rel="next" className="page-link">
          التالي
        </Link>
      )}
    </nav>
  )
}
