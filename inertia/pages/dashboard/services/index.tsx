import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { CataloguePage } from '~/components/dashboard/catalogue/catalogue_page'
import BookingNotice from '~/components/dashboard/booking_notice'
import '../../../css/dashboard_plan.css'

type Props = InferPageProps<ServicesController, 'index'>

/** Minutes as the booking wizard says them: '45 دقيقة', 'ساعة و30 دقيقة'. */
function durationLabel(minutes: number) {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const h = hours === 0 ? '' : hours === 1 ? 'ساعة' : hours === 2 ? 'ساعتان' : `${hours} ساعات`
  if (!rest) return h
  return h ? `${h} و${rest} دقيقة` : `${rest} دقيقة`
}

/**
 * The bookable services: search (the storefront's Arabic-aware matching), filters and pages; each
 * service opens its form with its options, or is deleted after a confirmation.
 */
export default function ServicesIndex({
  website,
  services,
  meta,
  filters,
  categories,
  canManage,
  bookings,
  hiddenIds,
  hiddenReason,
}: Props) {
  return (
    <CataloguePage
      kind="services"
      username={website!.username}
      rows={services}
      meta={meta}
      filters={filters}
      categories={categories}
      canManage={canManage}
      notes={canManage && <BookingNotice notice={bookings} />}
      details={(row) => (
        <>
          <span>{durationLabel(row.duration)}</span>
          {row.options > 0 && <span>{row.options} خيارات</span>}
          {hiddenIds.includes(row.id) && <span className="badge plan-hidden">{hiddenReason}</span>}
        </>
      )}
    />
  )
}

ServicesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
