import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import type { SharedProps } from '~/types'
import '~/css/account.css'

/** Status 404 for an unknown booking, another customer's or another website's: 'الحجز غير موجود'. */
export default function BookingMissing({ title, message }: { title: string; message?: string }) {
  const { username } = usePage<SharedProps>().props
  return (
    <div className="container checkout-page">
      <Seo title={title} />
      <div className="card account-empty">
        <h1>{title}</h1>
        {message && <p className="muted">{message}</p>}
        <Link href={`/o/${username}/booking`} className="btn btn-primary">
          حجوزاتي
        </Link>
      </div>
    </div>
  )
}

BookingMissing.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
