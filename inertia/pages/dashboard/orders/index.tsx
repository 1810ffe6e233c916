import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrdersController from '#controllers/dashboard/orders_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import type { Column } from '~/components/ui'
import PurchaseQueue, {
  closingColumns,
  customerColumn,
  numberColumn,
} from '~/components/dashboard/purchase_queue'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<OrdersController, 'index'>
type Row = Props['orders'][number]

/** The orders' work queue: newest first, by status, dates and search, with the CSV of the list. */
export default function OrdersIndex({ orders, meta, counters, filters }: Props) {
  const { username } = usePage<Props & { username: string }>().props

  const columns: Column<Row>[] = [
    numberColumn('الطلب', (row) => route('dashboard.orders.show', { username, id: row.id })),
    customerColumn(),
    {
      header: 'التاريخ',
      cell: (row) => (
        <span className="dash-nowrap">
          {formatDate(row.createdAt)} {formatTime(row.createdAt)}
        </span>
      ),
    },
    ...closingColumns<Row>(),
  ]

  return (
    <PurchaseQueue
      kind="order"
      columns={columns}
      rows={orders}
      meta={meta}
      counters={counters}
      filters={filters}
    />
  )
}

OrdersIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
