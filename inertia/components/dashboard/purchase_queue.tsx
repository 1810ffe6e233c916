import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import {
  Money,
  Pagination,
  PaymentBadge,
  StatusBadge,
  type Column,
  type PageMeta,
} from '~/components/ui'
import type {
  DashboardBookingRow,
  DashboardOrderRow,
} from '#presenters/dashboard/purchase_presenter'
import { route } from '~/lib/route'
import PurchaseFilters, { type PurchaseFilterValues } from '~/components/dashboard/purchase_filters'
import PageHead from '~/components/dashboard/page_head'
import { NameCell, RecordTable } from '~/components/dashboard/record_table'

/** What every row of the two work queues has (an order's or a booking's). */
type PurchaseRow = Pick<
  DashboardOrderRow | DashboardBookingRow,
  'id' | 'number' | 'total' | 'status' | 'statusLabel' | 'customer' | 'payment'
>

/** The first column: the number, linked to the detail. */
function numberColumn<Row extends PurchaseRow>(
  header: string,
  showUrl: (row: Row) => string
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <Link href={showUrl(row)} className="dash-purchase-link">
        {row.number}
      </Link>
    ),
  }
}

function customerColumn<Row extends PurchaseRow>(): Column<Row> {
  return {
    header: 'العميل',
    cell: (row) => <NameCell name={row.customer.name} detail={row.customer.phone} />,
  }
}

/** The total, the status and the payment: the last three columns. */
function closingColumns<Row extends PurchaseRow>(): Column<Row>[] {
  return [
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
}

/** Each queue's own words and routes. */
const QUEUES = {
  order: {
    title: 'الطلبات',
    subtitle: 'طلبات المتجر، الأحدث أولا',
    countNoun: 'طلب',
    numberHeader: 'الطلب',
    show: 'dashboard.orders.show',
    dateLabel: 'تاريخ الطلب',
    index: 'dashboard.orders.index',
    export: 'dashboard.orders.export',
    empty: 'لا توجد طلبات هنا',
    emptyDescription: 'تظهر هنا طلبات عملائك من المتجر، ويصلك تنبيه بكل طلب جديد فور وصوله.',
  },
  booking: {
    title: 'الحجوزات',
    subtitle: 'حجوزات الخدمات، الأحدث أولا',
    countNoun: 'حجز',
    numberHeader: 'الحجز',
    show: 'dashboard.bookings.show',
    dateLabel: 'يوم الموعد',
    index: 'dashboard.bookings.index',
    export: 'dashboard.bookings.export',
    empty: 'لا توجد حجوزات هنا',
    emptyDescription: 'تظهر هنا حجوزات عملائك، ويصلك تنبيه بكل حجز جديد فور وصوله.',
  },
} as const

/**
 * A work queue's page: the heading with the count, the filters with the CSV, the table and its pages.
 * The table is the linked number, the customer, the total, the status and the payment, with each
 * queue's own columns before and after the customer.
 */
export default function PurchaseQueue<Row extends PurchaseRow>({
  kind,
  columns,
  rows,
  meta,
  counters,
  filters,
  steps,
}: {
  kind: keyof typeof QUEUES
  columns: { beforeCustomer?: Column<Row>[]; afterCustomer: Column<Row>[] }
  rows: Row[]
  meta: PageMeta & { total: number }
  counters: { pending: number; success: number; cancel: number }
  filters: PurchaseFilterValues
  /** the orders' fulfilment steps, to filter by */
  steps?: { value: string; label: string }[]
}): ReactNode {
  const { username } = usePage<{ username: string }>().props
  const queue = QUEUES[kind]
  const path = route(queue.index, { username })
  const table: Column<Row>[] = [
    numberColumn(queue.numberHeader, (row) => route(queue.show, { username, id: row.id })),
    ...(columns.beforeCustomer ?? []),
    customerColumn(),
    ...columns.afterCustomer,
    ...closingColumns<Row>(),
  ]

  return (
    <>
      <Seo title={`${queue.title} | لوحة التحكم`} />
      <div className="dash-page">
        <PageHead
          title={queue.title}
          sub={
            <>
              <span>{queue.subtitle}</span>
              {meta.total > 0 && <span>{`${meta.total} ${queue.countNoun}`}</span>}
            </>
          }
        />

        <PurchaseFilters
          path={path}
          exportPath={route(queue.export, { username })}
          filters={filters}
          counters={counters}
          dateLabel={queue.dateLabel}
          steps={steps}
        />

        <RecordTable
          columns={table}
          rows={rows}
          caption={queue.title}
          className="dash-purchases"
          empty={queue.empty}
          description={queue.emptyDescription}
        />
        <Pagination meta={meta} path={path} query={{ ...filters }} />
      </div>
    </>
  )
}
