import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import AccountLayout from '~/components/account_layout'
import AccountStatCards from '~/components/account_stat_cards'
import { AccountOrderStatus } from '~/components/account_order_status'
import { formatDate } from '~/lib/format'
import { route } from '~/lib/route'
import '~/css/booking.css'

type Props = InferPageProps<BookingsController, 'index'>

/** The bookings tab: the three counters and the table (number, created, scheduled, amount, status, view). */
export default function BookingsIndex({ stats, bookings, pagination, username }: Props) {
  const pageHref = (page: number) => route('store.bookings.index', { username }, { page })
  return (
    <AccountLayout active="booking" title="الحجوزات">
      <Seo title="الحجوزات" />
      <AccountStatCards stats={stats} />
      {bookings.length === 0 ? (
        <p className="card account-empty">لاتوجد طلبات حاليا</p>
      ) : (
        <table className="orders-table bookings-table">
          <thead>
            <tr>
              <th scope="col">رقم الحجز</th>
              <th scope="col">تاريخ الطلب</th>
              <th scope="col">موعد الحجز</th>
              <th scope="col">المبلغ</th>
              <th scope="col">الحالة</th>
              <th scope="col">
                <span className="visually-hidden">عرض</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td data-label="رقم الحجز">#{booking.number}</td>
                <td data-label="تاريخ الطلب">{formatDate(booking.createdAt)}</td>
                <td data-label="موعد الحجز">
                  {booking.dateLabel}
                  <br />
                  <span className="muted">{booking.timeLabel}</span>
                </td>
                <td data-label="المبلغ">
                  <Money halalas={booking.total} />
                </td>
                <td data-label="الحالة">
                  <AccountOrderStatus status={booking.status} label={booking.statusLabel} />
                </td>
                <td>
                  <Link
                    href={route('store.bookings.show', { username, id: booking.id })}
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
      <p className="booking-new">
        <Link href={route('store.booking_cart.show', { username })} className="btn btn-primary">
          حجز جديد
        </Link>
      </p>
    </AccountLayout>
  )
}

BookingsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
