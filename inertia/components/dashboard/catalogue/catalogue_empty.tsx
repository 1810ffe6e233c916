// What an empty catalogue list says: nothing matches, or nothing was added yet.
import type { ReactNode } from 'react'
import { EmptyState } from '~/components/ui'
import type { CatalogueFiltersValue } from '~/components/dashboard/catalogue/catalogue_filters'

/**
 * What an empty catalogue list says: nothing matches the search and filters, or nothing was added
 * yet (with the create link when the plan allows it).
 */
export default function CatalogueEmpty({
  filters,
  noun,
  description,
  children,
}: {
  filters: CatalogueFiltersValue
  noun: string
  description: string
  children?: ReactNode
}) {
  const filtered = filters.q !== '' || filters.category !== '' || filters.status !== 'all'
  return filtered ? (
    <EmptyState message={`لا توجد ${noun} مطابقة`} description="جرب كلمة أخرى أو أزل التصفية." />
  ) : (
    <EmptyState message={`لا توجد ${noun} بعد`} description={description}>
      {children}
    </EmptyState>
  )
}
