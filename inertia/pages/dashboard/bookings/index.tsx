import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BookingsController from '#controllers/dashboard/bookings_controller'
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

type Props = InferPageProps<BookingsController, 'index'>
type Row = Props['bookings'][number]

/** The bookings' work queue: newest first, by status, day of the appointment and search, with the CSV. */
export default function BookingsIndex({ bookings, meta, counters, filters }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const path = route('dashboard.bookings.index', { username })
  const showUrl = (row: Row) => route('dashboard.bookings.show', { username, id: row.id })

  const columns: Column<Row>[] = [
    {
      header: 'الحجز',
      cell: (row) => (
        <Link href={showUrl(row)} className="dash-purchase-link">
          #{row.number}
        </Link>
      ),
    },
    {
      header: 'الرمز',
      cell: (row) => (
        <span dir="ltr" className="dash-nowrap">
          {row.reservationCode}
        </span>
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
      header: 'الموعد',
      cell: (row) => (
        <span className="dash-appointment">
          <span>{row.dateLabel}</span>
          <span dir="rtl">{row.timeLabel}</span>
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
      <Seo title="الحجوزات | لوحة التحكم" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>الحجوزات</h1>
          <p className="dash-sub">
            <span>حجوزات الخدمات، الأحدث أولا</span>
            {meta.total > 0 && <span>{meta.total} حجز</span>}
          </p>
        </header>

        <PurchaseFilters
          path={path}
          exportPath={route('dashboard.bookings.export', { username })}
          filters={filters}
          counters={counters}
          dateLabel="يوم الموعد"
        />

        <DataTable
          columns={columns}
          rows={bookings}
          rowKey={(row) => row.id}
          caption="الحجوزات"
          className="dash-purchases"
          empty={
            <EmptyState
              message="لا توجد حجوزات هنا"
              description="تظهر هنا حجوزات عملائك، ويصلك تنبيه بكل حجز جديد فور وصوله."
            />
          }
        />
        <Pagination meta={meta} path={path} query={filters} />
      </div>
    </>
  )
}

BookingsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
