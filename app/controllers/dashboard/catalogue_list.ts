// The products and services lists' extra props: the filters as form values, the rows the plan hides.
import type { CatalogueFilters } from '#services/catalogue/catalogue_support'
import { HIDDEN_REASON } from '#services/plans/plan_visibility'

/** The filters back as form values (no category: ''), and the ids of this page's rows in `hidden`. */
export function catalogueListProps<Sort extends string>(
  rows: { id: number }[],
  filters: CatalogueFilters<Sort>,
  hidden: Set<number>
) {
  return {
    filters: { ...filters, category: filters.category === null ? '' : String(filters.category) },
    hiddenIds: rows.filter((row) => hidden.has(row.id)).map((row) => row.id),
    hiddenReason: HIDDEN_REASON,
  }
}
