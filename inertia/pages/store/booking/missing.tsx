import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import '~/css/account.css'

/** Rendered by the bookings controller's private `missing`, for any of its methods. */
type Props = RenderedPageProps<BookingsController, 'show', 'title'>

/** Status 404 for an unknown booking, another customer's or another website's: 'الحجز غير موجود'. */
export default function BookingMissing({ title, message, username }: Props) {
  return (
    <div className="container checkout-page">
      <Seo title={title} />
      <div className="card account-empty">
        <h1>{title}</h1>
        {message && <p className="muted">{message}</p>}
        <Link href={route('store.bookings.index', { username })} className="btn btn-primary">
          حجوزاتي
        </Link>
      </div>
    </div>
  )
}

BookingMissing.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
