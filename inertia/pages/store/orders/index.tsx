import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrdersController from '#controllers/store/account/orders_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import AccountLayout from '~/components/account_layout'
import AccountStatCards from '~/components/account_stat_cards'
import { AccountOrderStatus, AccountPaymentStatus } from '~/components/account_order_status'
import { formatDate } from '~/lib/format'
import { route } from '~/lib/route'

type Props = InferPageProps<OrdersController, 'index'>

/** The orders tab: the three counters and the table (number, date, value, payment, status, view). */
export default function OrdersIndex({ stats, orders, pagination, username }: Props) {
  const pageHref = (page: number) => route('store.orders.index', { username }, { page })
  return (
    <AccountLayout active="orders" title="الطلبات">
      <Seo title="الطلبات" />
      <AccountStatCards stats={stats} />
      {orders.length === 0 ? (
        <p className="card account-empty">لاتوجد طلبات حاليا</p>
      ) : (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">رقم الطلب</th>
              <th scope="col">التاريخ</th>
              <th scope="col">القيمة</th>
              <th scope="col">حالة الدفع</th>
              <th scope="col">الحالة</th>
              <th scope="col">
                <span className="visually-hidden">عرض</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label="رقم الطلب">#{order.number}</td>
                <td data-label="التاريخ">{formatDate(order.createdAt)}</td>
                <td data-label="القيمة">
                  <Money halalas={order.total} />
                </td>
                <td data-label="حالة الدفع">
                  <AccountPaymentStatus payment={order.payment} />
                </td>
                <td data-label="الحالة">
                  <AccountOrderStatus status={order.status} label={order.statusLabel} />
                </td>
                <td>
                  <Link
                    href={route('store.orders.show', { username, id: order.id })}
                    className="btn btn-outline small"
                  >
                    عرض
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pagination.lastPage > 1 && (
        <nav className="pagination" aria-label="الصفحات">
          {pagination.currentPage > 1 && (
            <Link href={pageHref(pagination.currentPage - 1)}>السابق</Link>
          )}
          <span>
            صفحة {pagination.currentPage} من {pagination.lastPage}
          </span>
          {pagination.currentPage < pagination.lastPage && (
            <Link href={pageHref(pagination.currentPage + 1)}>التالي</Link>
          )}
        </nav>
      )}
    </AccountLayout>
  )
}

OrdersIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
