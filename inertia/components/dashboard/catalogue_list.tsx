import '../../css/dashboard_catalogue.css'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import { route } from '~/lib/route'
import Image from '~/components/image'
import { Button, EmptyState, Money, Pagination, type PageMeta } from '~/components/ui'
import { RecordActions } from '~/components/dashboard/record_list'

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

export interface CatalogueRow {
  id: number
  name: string
  image: string | null
  price: number
  oldPrice: number | null
  category: string | null
  visible: boolean
}

/**
 * A catalogue list as cards that read well on a phone: a checkbox (when the list has bulk actions),
 * the picture, the name, the price (old price struck through), the category, whether it shows in the
 * store, and edit / delete. Delete asks first.
 */
export function CatalogueList<Row extends CatalogueRow>({
  rows,
  editUrl,
  onDelete,
  selected,
  onToggle,
  details,
  empty,
  noun,
}: {
  rows: Row[]
  editUrl: (row: Row) => string
  onDelete: (row: Row) => void
  selected?: Set<number>
  onToggle?: (id: number) => void
  details?: (row: Row) => ReactNode
  empty: ReactNode
  noun: string
}) {
  if (rows.length === 0) return <>{empty}</>
  return (
    <ul className="cat-list" aria-label={noun}>
      {rows.map((row) => (
        <li key={row.id} className={row.visible ? 'cat-item' : 'cat-item is-hidden'}>
          {selected && onToggle && (
            <label className="cat-check">
              <input
                type="checkbox"
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
              />
              <span className="visually-hidden">تحديد {row.name}</span>
            </label>
          )}
          <Image src={row.image ?? undefined} alt="" className="cat-thumb" width={64} height={64} />
          <div className="cat-body">
            <Link href={editUrl(row)} className="cat-name">
              {row.name}
            </Link>
            <div className="cat-meta">
              <span className="cat-price">
                <Money halalas={row.price} />
                {row.oldPrice !== null && (
                  <del>
                    <Money halalas={row.oldPrice} />
                  </del>
                )}
              </span>
              {details?.(row)}
              <span className="cat-category">{row.category ?? 'بلا تصنيف'}</span>
              <span className={`ui-badge ${row.visible ? 'ui-badge-success' : 'ui-badge-cancel'}`}>
                {row.visible ? 'ظاهر' : 'مخفي'}
              </span>
            </div>
          </div>
          <RecordActions
            className="cat-actions"
            editUrl={editUrl(row)}
            label={row.name}
            onDelete={() => onDelete(row)}
          />
        </li>
      ))}
    </ul>
  )
}

/** The note of a plan without manage_items: the list shows, adding and editing need another plan. */
export function ManageItemsNote() {
  return (
    <p className="cat-plan-note">
      باقتك الحالية لا تشمل إدارة المنتجات والخدمات.{' '}
      <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
    </p>
  )
}

/**
 * What an empty catalogue list says: nothing matches the search and filters, or nothing was added
 * yet (with the create link when the plan allows it).
 */
export function CatalogueEmpty({
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

/** The list's page links keep its search and filters ('all' is the default, left out). */
export function CataloguePagination({
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

export { EmptyState }
