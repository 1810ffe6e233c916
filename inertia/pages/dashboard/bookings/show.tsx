import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BookingsController from '#controllers/dashboard/bookings_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import '../../../css/payments.css'
import { Money, type Column } from '~/components/ui'
import PurchasePanel, {
  CustomerContact,
  PurchaseLines,
} from '~/components/dashboard/purchase_panel'
import DashboardLayout from '~/layouts/dashboard_layout'
import RefundPanel from '~/components/payments/refund_panel'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'
import DashPage from '~/components/dashboard/records/dash_page'
import MetaRow from '~/components/dashboard/meta_row'

type Props = InferPageProps<BookingsController, 'show'>
type Line = Props['booking']['items'][number]

/** One booking: its state and actions, the customer, the branch and time, the services and VAT. */
export default function BookingShow({ booking, paidMethods, payment }: Props) {
  const { username } = usePage<Props & { username: string }>().props

  const columns: Column<Line>[] = [
    { header: '#', cell: (line) => line.index },
    {
      header: 'الخدمة',
      cell: (line) => (
        <>
          {line.name}
          {line.optionName && <> - {line.optionName}</>}
        </>
      ),
    },
    { header: 'المدة', cell: (line) => line.durationLabel },
    { header: 'السعر', cell: (line) => <Money halalas={line.price} />, className: 'is-number' },
  ]

  return (
    <DashPage
      back={{ href: route('dashboard.bookings.index', { username }), label: 'كل الحجوزات' }}
      title={`حجز رقم ${booking.number}`}
      sub={
        <>
          <span dir="ltr">{booking.reservationCode}</span>
          <span>حجز في {formatDateTime(booking.createdAt)}</span>
        </>
      }
    >
      <div className="dash-purchase-grid">
        <PurchasePanel
          kind="booking"
          purchase={booking}
          paidMethods={paidMethods}
          cancelNote="سيظهر الحجز للعميل ملغيا ويصله بريد بذلك، ويصبح موعده متاحا لغيره فورا."
        />

        <section className="dash-card" aria-label="الموعد والعميل">
          <h2>الموعد</h2>
          <dl className="dash-message-meta">
            <MetaRow term="اليوم">{booking.dateLabel}</MetaRow>
            <MetaRow term="الوقت">
              {booking.timeLabel} ({booking.durationLabel})
            </MetaRow>
            {booking.branch && (
              <MetaRow term="الفرع">
                {booking.branch.name}
                {booking.branch.address && <> - {booking.branch.address}</>}
              </MetaRow>
            )}
            <MetaRow term="العميل">{booking.customer.name}</MetaRow>
            <CustomerContact customer={booking.customer} />
            <MetaRow term="الدفع">{booking.paymentMethod}</MetaRow>
          </dl>
        </section>
      </div>

      {/* keyed by what is left, so the field shows the new remainder after a refund */}
      <RefundPanel key={payment.refundable} kind="booking" id={booking.id} payment={payment} />

      <PurchaseLines title="الخدمات" columns={columns} purchase={booking} />
    </DashPage>
  )
}

BookingShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
