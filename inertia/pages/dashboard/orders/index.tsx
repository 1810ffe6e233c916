import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrdersController from '#controllers/dashboard/orders_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import type { Column } from '~/components/ui'
import PurchaseQueue from '~/components/dashboard/purchase_queue'
import DashboardLayout from '~/layouts/dashboard_layout'
import { formatDateTime } from '~/lib/format'

type Props = InferPageProps<OrdersController, 'index'>
type Row = Props['orders'][number]

/** The orders' work queue: newest first, by status, dates and search, with the CSV of the list. */
export default function OrdersIndex({ orders, meta, counters, filters, steps }: Props) {
  const date: Column<Row> = {
    header: 'التاريخ',
    cell: (row) => <span className="dash-nowrap">{formatDateTime(row.createdAt)}</span>,
  }

  // where the merchant's work stands (issue 36); a cancelled order has none
  const step: Column<Row> = {
    header: 'المرحلة',
    cell: (row) => (row.status === 'cancel' ? '—' : (row.fulfilmentStepLabel ?? 'بانتظار التأكيد')),
  }

  return (
    <PurchaseQueue
      kind="order"
      columns={{ afterCustomer: [date, step] }}
      rows={orders}
      meta={meta}
      counters={counters}
      filters={filters}
      steps={steps}
    />
  )
}

OrdersIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
