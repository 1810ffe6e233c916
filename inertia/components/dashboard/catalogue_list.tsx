import '../../css/dashboard_catalogue.css'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import { route } from '~/lib/route'
import Image from '~/components/image'
import Seo from '~/components/seo'
import { Button, ButtonLink, EmptyState, Money, Pagination, type PageMeta } from '~/components/ui'
import { ListHead, RecordActions, useDeleteRecord } from '~/components/dashboard/record_list'

interface CatalogueFiltersValue {
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

interface CatalogueRow {
  id: number
  name: string
  image: string | null
  price: number
  oldPrice: number | null
  category: string | null
  visible: boolean
  /** the price is the lowest of its options' («من») */
  hasOptions?: boolean
}

/**
 * A catalogue list as cards that read well on a phone: a checkbox (when the list has bulk actions),
 * the picture, the name, the price (old price struck through), the category, whether it shows in the
 * store, and edit / delete. Delete asks first.
 */
function CatalogueList<Row extends CatalogueRow>({
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
                {row.hasOptions && 'من '}
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
function CatalogueEmpty({
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
function CataloguePagination({
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

/** Each catalogue's own words and its categories' list. */
const CATALOGUES = {
  products: {
    title: 'المنتجات',
    categories: 'dashboard.store_categories.index',
    categoriesLabel: 'تصنيفات المنتجات',
    createLabel: 'إضافة منتج',
    searchLabel: 'ابحث باسم المنتج أو كلماته',
    emptyNoun: 'منتجات',
    emptyDescription: 'أضف منتجك الأول ليظهر في متجرك.',
    deleteNoun: 'المنتج',
    deleteMessage: 'يختفي المنتج من متجرك. إن كان في طلبات سابقة فيبقى فيها وفي فواتيرها كما بيع.',
  },
  services: {
    title: 'الخدمات',
    categories: 'dashboard.service_categories.index',
    categoriesLabel: 'تصنيفات الخدمات',
    createLabel: 'إضافة خدمة',
    searchLabel: 'ابحث باسم الخدمة',
    emptyNoun: 'خدمات',
    emptyDescription: 'أضف خدمتك الأولى ليحجزها عملاؤك من موقعك.',
    deleteNoun: 'الخدمة',
    deleteMessage: 'تختفي الخدمة من موقعك ومن الحجز. الحجوزات السابقة تبقى بفواتيرها كما حجزت.',
  },
} as const

const SORTS = [
  { value: 'newest', label: 'الأحدث' },
  { value: 'oldest', label: 'الأقدم' },
  { value: 'name', label: 'الاسم' },
  { value: 'price_low', label: 'الأقل سعرا' },
  { value: 'price_high', label: 'الأعلى سعرا' },
]

/**
 * A catalogue's list page (products, services): the head with the count, the categories' link and the
 * create link, the plan's note, the filters, the cards with their empty state, the page links and the
 * delete dialog. `notes` stand under the plan's note, `toolbar` between the filters and the cards.
 */
export function CataloguePage<Row extends CatalogueRow>({
  kind,
  username,
  rows,
  meta,
  filters,
  categories,
  canManage,
  selected,
  onToggle,
  details,
  notes,
  toolbar,
}: {
  kind: keyof typeof CATALOGUES
  username: string
  rows: Row[]
  meta: PageMeta & { total: number }
  filters: CatalogueFiltersValue
  categories: { value: number; label: string }[]
  canManage: boolean
  selected?: Set<number>
  onToggle?: (id: number) => void
  details?: (row: Row) => ReactNode
  notes?: ReactNode
  toolbar?: ReactNode
}) {
  const catalogue = CATALOGUES[kind]
  const path = route(`dashboard.${kind}.index`, { username })
  const create = canManage && (
    <ButtonLink href={route(`dashboard.${kind}.create`, { username })}>
      {catalogue.createLabel}
    </ButtonLink>
  )
  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route(`dashboard.${kind}.destroy`, { username, id: row.id }),
    {
      title: (row) => `حذف ${row?.name ?? catalogue.deleteNoun}؟`,
      message: catalogue.deleteMessage,
      confirm: `حذف ${catalogue.deleteNoun}`,
    }
  )

  return (
    <>
      <Seo title={catalogue.title} />
      <div className="dash-page">
        <ListHead
          title={catalogue.title}
          sub={
            <>
              <span>{`عدد ${catalogue.title}: ${meta.total}`}</span>{' '}
              <Link href={route(catalogue.categories, { username })}>
                {catalogue.categoriesLabel}
              </Link>
            </>
          }
          action={create}
        />
        {!canManage && <ManageItemsNote />}
        {notes}

        <CatalogueFilters
          path={path}
          filters={filters}
          categories={categories}
          sorts={SORTS}
          searchLabel={catalogue.searchLabel}
        />

        {toolbar}

        <CatalogueList
          rows={rows}
          noun={catalogue.title}
          editUrl={(row) => route(`dashboard.${kind}.edit`, { username, id: row.id })}
          onDelete={ask}
          selected={selected}
          onToggle={onToggle}
          details={details}
          empty={
            <CatalogueEmpty
              filters={filters}
              noun={catalogue.emptyNoun}
              description={catalogue.emptyDescription}
            >
              {create}
            </CatalogueEmpty>
          }
        />
        <CataloguePagination meta={meta} path={path} filters={filters} />
      </div>
      {dialog}
    </>
  )
}
