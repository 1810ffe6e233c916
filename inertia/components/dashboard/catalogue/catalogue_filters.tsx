// The search and filter bar of a catalogue list (products, services).
import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui'

export interface CatalogueFiltersValue {
  q: string
  category: string
  status: string
  sort: string
}

/**
 * The search and filter bar of a catalogue list (products, services): one search box, then the
 * category, shown/hidden and order selects. A plain GET of the list's address, so a filtered list has
 * its own address (back button, sharing, page links keep the filters).
 */
export function CatalogueFilters({
  path,
  filters,
  categories,
  sorts,
  searchLabel,
}: {
  path: string
  filters: CatalogueFiltersValue
  categories: { value: number; label: string }[]
  sorts: { value: string; label: string }[]
  searchLabel: string
}) {
  const [values, setValues] = useState(filters)
  const visit = (next: CatalogueFiltersValue) => {
    const query = Object.fromEntries(
      Object.entries(next).filter(
        ([key, value]) => value !== '' && !(key === 'status' && value === 'all')
      )
    )
    router.get(path, query, { preserveState: true, preserveScroll: true, replace: true })
  }
  const change = (key: keyof CatalogueFiltersValue, value: string) => {
    const next = { ...values, [key]: value }
    setValues(next)
    if (key !== 'q') visit(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    visit(values)
  }
  return (
    <form className="cat-filters" role="search" onSubmit={submit}>
      <div className="cat-search">
        <label htmlFor="q" className="visually-hidden">
          {searchLabel}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          placeholder={searchLabel}
          value={values.q}
          onChange={(event) => setValues({ ...values, q: event.target.value })}
          enterKeyHint="search"
        />
        <Button type="submit">بحث</Button>
      </div>
      <div className="cat-selects">
        <label>
          <span className="visually-hidden">التصنيف</span>
          <select
            name="category"
            value={values.category}
            onChange={(event) => change('category', event.target.value)}
          >
            <option value="">كل التصنيفات</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
            <option value="none">بلا تصنيف</option>
          </select>
        </label>
        <label>
          <span className="visually-hidden">الظهور</span>
          <select
            name="status"
            value={values.status}
            onChange={(event) => change('status', event.target.value)}
          >
            <option value="all">كل الحالات</option>
            <option value="visible">الظاهر</option>
            <option value="hidden">المخفي</option>
          </select>
        </label>
        <label>
          <span className="visually-hidden">الترتيب</span>
          <select
            name="sort"
            value={values.sort}
            onChange={(event) => change('sort', event.target.value)}
          >
            {sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  )
}
