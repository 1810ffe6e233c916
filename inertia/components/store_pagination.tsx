import { Link } from '@inertiajs/react'
import type { Catalogue } from '#services/store/catalogue'

type PageMeta = Awaited<ReturnType<typeof Catalogue.searchProducts>>['meta']

/** The `page` query value of a page link: none for the first page, whose address is the list's own. */
export const pageQuery = (page: number) => (page > 1 ? page : null)

/**
 * Page links for a paginated list. `href` gives a page's address (a named route with the list's own
 * query values, such as ?q=, and `page: pageQuery(page)`).
 */
export default function StorePagination(props: {
  meta: Pick<PageMeta, 'currentPage' | 'lastPage'>
  href: (page: number) => string
}) {
  const { currentPage, lastPage } = props.meta
  if (lastPage <= 1) return null
  const href = props.href

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
