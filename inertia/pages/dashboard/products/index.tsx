import { useEffect, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button } from '~/components/ui'
import { CataloguePage } from '~/components/dashboard/catalogue/catalogue_page'
import { route } from '~/lib/route'
import '../../../css/dashboard_plan.css'

type Props = InferPageProps<ProductsController, 'index'>

/** The bulk buttons: show or hide every chosen product at once. */
const BULK_ACTIONS = [
  [true, 'إظهار'],
  [false, 'إخفاء'],
] as const

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
  hiddenIds,
  hiddenReason,
}: Props) {
  const username = website!.username
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

  return (
    <CataloguePage
      kind="products"
      username={username}
      rows={products}
      meta={meta}
      filters={filters}
      categories={categories}
      canManage={canManage}
      selected={selected}
      onToggle={toggle}
      details={(row) => (
        <>
          {row.sku && <bdi className="cat-sku">{row.sku}</bdi>}
          {row.stock !== null && (
            <span className={`ui-badge ${row.stock > 0 ? 'ui-badge-pending' : 'ui-badge-cancel'}`}>
              {row.stock > 0 ? `الكمية ${row.stock}` : 'نفدت الكمية'}
            </span>
          )}
          {hiddenIds.includes(row.id) && <span className="badge plan-hidden">{hiddenReason}</span>}
        </>
      )}
      toolbar={
        products.length > 0 && (
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
            {BULK_ACTIONS.map(([visible, label]) => (
              <Button
                key={label}
                variant="outline"
                disabled={selected.size === 0}
                loading={bulkBusy}
                onClick={() => bulk(visible)}
              >
                {label}
              </Button>
            ))}
          </div>
        )
      }
    />
  )
}

ProductsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
