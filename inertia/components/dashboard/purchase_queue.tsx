import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Seo from '~/components/seo'
import {
  DataTable,
  EmptyState,
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
import PurchaseFilters, { type PurchaseFilterValues } from '~/components/dashboard/purchase_filters'

/** What every row of the two work queues has (an order's or a booking's). */
type PurchaseRow = Pick<
  DashboardOrderRow | DashboardBookingRow,
  'id' | 'number' | 'total' | 'status' | 'statusLabel' | 'customer' | 'payment'
>

/** The queues' own first column: the number, linked to the detail. */
export function numberColumn<Row extends PurchaseRow>(
  header: string,
  showUrl: (row: Row) => string
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <Link href={showUrl(row)} className="dash-purchase-link">
        #{row.number}
      </Link>
    ),
  }
}

export function customerColumn<Row extends PurchaseRow>(): Column<Row> {
  return {
    header: 'العميل',
    cell: (row) => (
      <span className="dash-message-from">
        <strong>{row.customer.name}</strong>
        {row.customer.phone && <span dir="ltr">{row.customer.phone}</span>}
      </span>
    ),
  }
}

/** The total, the status and the payment: the queues' last three columns. */
export function closingColumns<Row extends PurchaseRow>(): Column<Row>[] {
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

/**
 * A work queue's page: the heading with the count, the filters with the CSV, the table and its pages.
 * Each queue names its own words and columns.
 */
export default function PurchaseQueue<Row extends PurchaseRow>({
  title,
  subtitle,
  countNoun,
  path,
  exportPath,
  dateLabel,
  columns,
  rows,
  meta,
  counters,
  filters,
  empty,
}: {
  title: string
  subtitle: string
  /** the count's noun after the number, e.g. "طلب" */
  countNoun: string
  path: string
  exportPath: string
  dateLabel: string
  columns: Column<Row>[]
  rows: Row[]
  meta: PageMeta & { total: number }
  counters: { pending: number; success: number; cancel: number }
  filters: PurchaseFilterValues
  empty: { message: string; description: string }
}): ReactNode {
  return (
    <>
      <Seo title={`${title} | لوحة التحكم`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>{title}</h1>
          <p className="dash-sub">
            <span>{subtitle}</span>
            {meta.total > 0 && <span>{`${meta.total} ${countNoun}`}</span>}
          </p>
        </header>

        <PurchaseFilters
          path={path}
          exportPath={exportPath}
          filters={filters}
          counters={counters}
          dateLabel={dateLabel}
        />

        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          caption={title}
          className="dash-purchases"
          empty={<EmptyState message={empty.message} description={empty.description} />}
        />
        <Pagination meta={meta} path={path} query={{ ...filters }} />
      </div>
    </>
  )
}
