// A catalogue list's page links, which keep its search and filters.
import { Pagination, type PageMeta } from '~/components/ui'
import type { CatalogueFiltersValue } from '~/components/dashboard/catalogue/catalogue_filters'

/** The list's page links keep its search and filters ('all' is the default, left out). */
export default function CataloguePagination({
  meta,
  path,
  filters,
}: {
  meta: PageMeta
  path: string
  filters: CatalogueFiltersValue
}) {
  return (
    <Pagination
      meta={meta}
      path={path}
      query={{ ...filters, status: filters.status === 'all' ? '' : filters.status }}
    />
  )
}
