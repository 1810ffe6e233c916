import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrdersController from '#controllers/dashboard/orders_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import Seo from '~/components/seo'
import {
  DataTable,
  EmptyState,
  Money,
  Pagination,
  PaymentBadge,
  StatusBadge,
  type Column,
} from '~/components/ui'
import PurchaseFilters from '~/components/dashboard/purchase_filters'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<OrdersController, 'index'>
type Row = Props['orders'][number]

/** The orders' work queue: newest first, by status, dates and search, with the CSV of the list. */
export default function OrdersIndex({ orders, meta, counters, filters }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const path = route('dashboard.orders.index', { username })
  const showUrl = (row: Row) => route('dashboard.orders.show', { username, id: row.id })

  const columns: Column<Row>[] = [
    {
      header: 'الطلب',
      cell: (row) => (
        <Link href={showUrl(row)} className="dash-purchase-link">
          #{row.number}
        </Link>
      ),
    },
    {
      header: 'العميل',
      cell: (row) => (
        <span className="dash-message-from">
          <strong>{row.customer.name}</strong>
          {row.customer.phone && <span dir="ltr">{row.customer.phone}</span>}
        </span>
      ),
    },
    {
      header: 'التاريخ',
      cell: (row) => (
        <span className="dash-nowrap">
          {formatDate(row.createdAt)} {formatTime(row.createdAt)}
        </span>
      ),
    },
    { header: 'الإجمالي', cell: (row) => <Money halalas={row.total} />, className: 'is-number' },
    {
      header: 'الحالة',
      cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} />,
    },
    {
      header: 'الدفع',
      cell: (row) => <PaymentBadge status={row.payment.status} label={row.payment.label} />,
    },
  ]

  return (
    <>
      <Seo title="الطلبات | لوحة التحكم" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>الطلبات</h1>
          <p className="dash-sub">
            <span>طلبات المتجر، الأحدث أولا</span>
            {meta.total > 0 && <span>{meta.total} طلب</span>}
          </p>
        </header>

        <PurchaseFilters
          path={path}
          exportPath={route('dashboard.orders.export', { username })}
          filters={filters}
          counters={counters}
          dateLabel="تاريخ الطلب"
        />

        <DataTable
          columns={columns}
          rows={orders}
          rowKey={(row) => row.id}
          caption="الطلبات"
          className="dash-purchases"
          empty={
            <EmptyState
              message="لا توجد طلبات هنا"
              description="تظهر هنا طلبات عملائك من المتجر، ويصلك تنبيه بكل طلب جديد فور وصوله."
            />
          }
        />
        <Pagination meta={meta} path={path} query={filters} />
      </div>
    </>
  )
}

OrdersIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
