// The search and filter bar of a catalogue list (products, services).
import { useState, type FormEvent, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui'

export interface CatalogueFiltersValue {
  q: string
  category: string
  status: string
  sort: string
}

type SelectKey = Exclude<keyof CatalogueFiltersValue, 'q'>

/** One of the bar's selects, named for screen readers only: a choice applies at once. */
function FilterSelect({
  name,
  label,
  values,
  change,
  children,
}: {
  name: SelectKey
  label: string
  values: CatalogueFiltersValue
  change: (key: SelectKey, value: string) => void
  children: ReactNode
}) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <select
        name={name}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
      >
        {children}
      </select>
    </label>
  )
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
        <FilterSelect name="category" label="التصنيف" values={values} change={change}>
          <option value="">كل التصنيفات</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
          <option value="none">بلا تصنيف</option>
        </FilterSelect>
        <FilterSelect name="status" label="الظهور" values={values} change={change}>
          <option value="all">كل الحالات</option>
          <option value="visible">الظاهر</option>
          <option value="hidden">المخفي</option>
        </FilterSelect>
        <FilterSelect name="sort" label="الترتيب" values={values} change={change}>
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </FilterSelect>
      </div>
    </form>
  )
}
