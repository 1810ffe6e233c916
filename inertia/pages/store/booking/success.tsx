import type { ReactNode } from 'react'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import PurchaseDone from '~/components/store/purchase_done'
import Money from '~/components/ui/money'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import '~/css/account.css'
import '~/css/booking.css'

type Props = RenderedPageProps<BookingsController, 'success', 'booking'>

/** The wizard's end: the booking number, linking to the booking. */
export default function BookingSuccess({ booking, username }: Props) {
  return (
    <PurchaseDone
      kind="booking"
      number={booking.number}
      href={route('store.bookings.show', { username, id: booking.id })}
      next={{ href: route('store.bookings.index', { username }), label: 'حجوزاتي' }}
    >
      <p>
        {booking.dateLabel} · {booking.timeLabel}
      </p>
      <p className="muted">
        الإجمالي <Money halalas={booking.total} /> · الدفع عند الوصول
      </p>
    </PurchaseDone>
  )
}

BookingSuccess.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
