import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BookingsController from '#controllers/dashboard/bookings_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import type { Column } from '~/components/ui'
import PurchaseQueue from '~/components/dashboard/purchase_queue'
import DashboardLayout from '~/layouts/dashboard_layout'

type Props = InferPageProps<BookingsController, 'index'>
type Row = Props['bookings'][number]

/** The bookings' work queue: newest first, by status, day of the appointment and search, with the CSV. */
export default function BookingsIndex({ bookings, meta, counters, filters }: Props) {
  const code: Column<Row> = {
    header: 'الرمز',
    cell: (row) => (
      <span dir="ltr" className="dash-nowrap">
        {row.reservationCode}
      </span>
    ),
  }
  const appointment: Column<Row> = {
    header: 'الموعد',
    cell: (row) => (
      <span className="dash-appointment">
        <span>{row.dateLabel}</span>
        <span dir="rtl">{row.timeLabel}</span>
      </span>
    ),
  }

  return (
    <PurchaseQueue
      kind="booking"
      columns={{ beforeCustomer: [code], afterCustomer: [appointment] }}
      rows={bookings}
      meta={meta}
      counters={counters}
      filters={filters}
    />
  )
}

BookingsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
