import { useEffect, useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, ButtonLink } from '~/components/ui'
import {
  CatalogueEmpty,
  CataloguePagination,
  CatalogueFilters,
  CatalogueList,
  ManageItemsNote,
} from '~/components/dashboard/catalogue_list'
import { ListHead, useDeleteRecord } from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

type Props = InferPageProps<ProductsController, 'index'>
type Row = Props['products'][number]

const SORTS = [
  { value: 'newest', label: 'الأحدث' },
  { value: 'oldest', label: 'الأقدم' },
  { value: 'name', label: 'الاسم' },
  { value: 'price_low', label: 'الأقل سعرا' },
  { value: 'price_high', label: 'الأعلى سعرا' },
]

/**
 * The shop's products: search (the storefront's Arabic-aware matching), filters, pages, and ticked
 * products shown or hidden at once; each product opens its form, or is deleted after a confirmation.
 */
export default function ProductsIndex({
  website,
  products,
  meta,
  filters,
  categories,
  canManage,
}: Props) {
  const username = website!.username
  const path = route('dashboard.products.index', { username })
  const createUrl = route('dashboard.products.create', { username })
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [bulkBusy, setBulkBusy] = useState(false)
  // another page, search or filter: the ticks were for the rows that were shown
  useEffect(() => setSelected(new Set()), [products])

  const toggle = (id: number) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setSelected(next)
  }
  const allOnPage = products.length > 0 && products.every((row) => selected.has(row.id))
  const toggleAll = () =>
    setSelected(allOnPage ? new Set() : new Set(products.map((row) => row.id)))

  const bulk = (visible: boolean) =>
    router.patch(
      route('dashboard.products.bulk', { username }),
      { ids: [...selected], visible },
      {
        preserveScroll: true,
        onStart: () => setBulkBusy(true),
        onFinish: () => setBulkBusy(false),
        onSuccess: () => setSelected(new Set()),
      }
    )

  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route('dashboard.products.destroy', { username, id: row.id }),
    {
      title: (row) => `حذف ${row?.name ?? 'المنتج'}؟`,
      message: 'يختفي المنتج من متجرك. إن كان في طلبات سابقة فيبقى فيها وفي فواتيرها كما بيع.',
      confirm: 'حذف المنتج',
    }
  )

  return (
    <>
      <Seo title="المنتجات" />
      <div className="dash-page">
        <ListHead
          title="المنتجات"
          sub={
            <>
              <span>عدد المنتجات: {meta.total}</span>{' '}
              <Link href={route('dashboard.store_categories.index', { username })}>
                تصنيفات المنتجات
              </Link>
            </>
          }
          action={canManage && <ButtonLink href={createUrl}>إضافة منتج</ButtonLink>}
        />
        {!canManage && <ManageItemsNote />}

        <CatalogueFilters
          path={path}
          filters={filters}
          categories={categories}
          sorts={SORTS}
          searchLabel="ابحث باسم المنتج أو كلماته"
        />

        {products.length > 0 && (
          <div className="cat-bulk" aria-live="polite">
            <label className="cat-check">
              <input type="checkbox" checked={allOnPage} onChange={toggleAll} />
              <span>تحديد الكل</span>
            </label>
            <span className="cat-bulk-count">
              {selected.size > 0 ? (
                `${selected.size} محدد`
              ) : (
                <span className="visually-hidden">حدد منتجات لإظهارها أو إخفائها معا</span>
              )}
            </span>
            <Button
              variant="outline"
              disabled={selected.size === 0}
              loading={bulkBusy}
              onClick={() => bulk(true)}
            >
              إظهار
            </Button>
            <Button
              variant="outline"
              disabled={selected.size === 0}
              loading={bulkBusy}
              onClick={() => bulk(false)}
            >
              إخفاء
            </Button>
          </div>
        )}

        <CatalogueList
          rows={products}
          noun="المنتجات"
          editUrl={(row) => route('dashboard.products.edit', { username, id: row.id })}
          onDelete={ask}
          selected={selected}
          onToggle={toggle}
          details={(row) => row.sku && <bdi className="cat-sku">{row.sku}</bdi>}
          empty={
            <CatalogueEmpty
              filters={filters}
              noun="منتجات"
              description="أضف منتجك الأول ليظهر في متجرك."
            >
              {canManage && <ButtonLink href={createUrl}>إضافة منتج</ButtonLink>}
            </CatalogueEmpty>
          }
        />
        <CataloguePagination meta={meta} path={path} filters={filters} />
      </div>
      {dialog}
    </>
  )
}

ProductsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
