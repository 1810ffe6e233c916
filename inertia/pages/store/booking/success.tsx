import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/money'
import type { BookingRow } from '~/components/booking_types'
import type { SharedProps } from '~/types'
import '~/css/account.css'
import '~/css/booking.css'

/** The wizard's end: the booking number, linking to the booking. */
export default function BookingSuccess({ booking }: { booking: BookingRow }) {
  const { username } = usePage<SharedProps>().props
  const base = `/o/${username}`
  return (
    <div className="container booking-page">
      <Seo title="تم الحجز" />
      <div className="card booking-done">
        <h1>تم استلام حجزك</h1>
        <p>
          رقم الحجز{' '}
          <Link href={`${base}/booking/${booking.id}`} className="booking-number">
            #{booking.number}
          </Link>
        </p>
        <p>
          {booking.dateLabel} · {booking.timeLabel}
        </p>
        <p className="muted">
          الإجمالي <Money halalas={booking.total} /> · الدفع عند الوصول
        </p>
        <div className="booking-nav">
          <Link href={`${base}/booking/${booking.id}`} className="btn btn-primary">
            عرض الحجز
          </Link>
          <Link href={`${base}/booking`} className="btn btn-outline">
            حجوزاتي
          </Link>
        </div>
      </div>
    </div>
  )
}

BookingSuccess.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
