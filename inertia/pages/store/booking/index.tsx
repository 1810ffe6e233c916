import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import { PurchaseTab, purchaseColumns as col } from '~/components/account_purchases'
import { ButtonLink } from '~/components/ui/button'
import { route } from '~/lib/route'
import '~/css/booking.css'

type Props = InferPageProps<BookingsController, 'index'>
type Row = Props['bookings'][number]

/** The bookings tab: the three counters and the table (number, created, scheduled, amount, status, view). */
export default function BookingsIndex({ stats, bookings, pagination, username }: Props) {
  return (
    <PurchaseTab<Row>
      active="booking"
      title="الحجوزات"
      stats={stats}
      rows={bookings}
      columns={[
        col.number('رقم الحجز'),
        col.date('تاريخ الطلب'),
        {
          header: 'موعد الحجز',
          cell: (booking) => (
            <span>
              {booking.dateLabel}
              <br />
              <span className="muted">{booking.timeLabel}</span>
            </span>
          ),
        },
        col.money('المبلغ', (booking) => booking.total),
        col.status(),
        col.view((booking) => route('store.bookings.show', { username, id: booking.id })),
      ]}
      meta={pagination}
      path={route('store.bookings.index', { username })}
      className="orders-table bookings-table"
    >
      <p className="booking-new">
        <ButtonLink href={route('store.booking_cart.show', { username })}>حجز جديد</ButtonLink>
      </p>
    </PurchaseTab>
  )
}

BookingsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
