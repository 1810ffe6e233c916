// A catalogue's list page in the dashboard (products, services).
import '~/css/dashboard_catalogue.css'
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { route } from '~/lib/route'
import Seo from '~/components/seo'
import { ButtonLink, type PageMeta } from '~/components/ui'
import { ListHead, useDeleteRecord } from '~/components/dashboard/record_list'
import {
  CatalogueFilters,
  type CatalogueFiltersValue,
} from '~/components/dashboard/catalogue/catalogue_filters'
import CatalogueList, { type CatalogueRow } from '~/components/dashboard/catalogue/catalogue_cards'
import CatalogueEmpty from '~/components/dashboard/catalogue/catalogue_empty'
import CataloguePagination from '~/components/dashboard/catalogue/catalogue_pagination'
import ManageItemsNote from '~/components/dashboard/catalogue/manage_items_note'

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
