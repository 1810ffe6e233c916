import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import '~/css/account.css'
import '~/css/booking.css'

type Props = RenderedPageProps<BookingsController, 'success', 'booking'>

/** The wizard's end: the booking number, linking to the booking. */
export default function BookingSuccess({ booking, username }: Props) {
  const bookingHref = route('store.bookings.show', { username, id: booking.id })
  return (
    <div className="container booking-page">
      <Seo title="تم الحجز" />
      <div className="card booking-done">
        <h1>تم استلام حجزك</h1>
        <p>
          رقم الحجز{' '}
          <Link href={bookingHref} className="booking-number">
            {booking.number}
          </Link>
        </p>
        <p>
          {booking.dateLabel} · {booking.timeLabel}
        </p>
        <p className="muted">
          الإجمالي <Money halalas={booking.total} /> · الدفع عند الوصول
        </p>
        <div className="booking-nav">
          <Link href={bookingHref} className="btn btn-primary">
            عرض الحجز
          </Link>
          <Link href={route('store.bookings.index', { username })} className="btn btn-outline">
            حجوزاتي
          </Link>
        </div>
      </div>
    </div>
  )
}

BookingSuccess.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
