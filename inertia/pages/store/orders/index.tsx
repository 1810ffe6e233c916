import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrdersController from '#controllers/store/account/orders_controller'
import StoreLayout from '~/layouts/store_layout'
import { PurchaseTab, purchaseColumns as col } from '~/components/account_purchases'
import { route } from '~/lib/route'

type Props = InferPageProps<OrdersController, 'index'>
type Row = Props['orders'][number]

/** The orders tab: the three counters and the table (number, date, value, payment, status, view). */
export default function OrdersIndex({ stats, orders, pagination, username }: Props) {
  return (
    <PurchaseTab<Row>
      active="orders"
      title="الطلبات"
      stats={stats}
      rows={orders}
      columns={[
        col.number('رقم الطلب'),
        col.date('التاريخ'),
        col.money('القيمة', (order) => order.total),
        col.payment(),
        col.status(),
        col.view((order) => route('store.orders.show', { username, id: order.id })),
      ]}
      meta={pagination}
      path={route('store.orders.index', { username })}
      className="orders-table"
    />
  )
}

OrdersIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
