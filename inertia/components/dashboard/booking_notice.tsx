import '../../css/dashboard_catalogue.css'
import { Link } from '@inertiajs/react'
import type { BookingNotice as Notice } from '#services/booking/booking_readiness'

/**
 * Where the merchant makes services: why the store takes no booking (its plan, no branch, no hours)
 * and the one tap that fixes it.
 */
export default function BookingNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null
  return (
    <div className="cat-plan-note booking-notice" role="note">
      <p>{notice.message}</p>
      <Link href={notice.action.href} className="btn btn-primary booking-notice-action">
        {notice.action.label}
      </Link>
    </div>
  )
}
