import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BookingsController from '#controllers/dashboard/bookings_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import Seo from '~/components/seo'
import { ButtonLink, DataTable, Money, type Column } from '~/components/ui'
import PurchasePanel from '~/components/dashboard/purchase_panel'
import VatTotals from '~/components/ui/vat_totals'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<BookingsController, 'show'>
type Line = Props['booking']['items'][number]

/** One booking: its state and actions, the customer, the branch and time, the services and VAT. */
export default function BookingShow({ booking, paidMethods }: Props) {
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
    <>
      <Seo title={`الحجز #${booking.number} | لوحة التحكم`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <ButtonLink href={route('dashboard.bookings.index', { username })} variant="ghost">
            → كل الحجوزات
          </ButtonLink>
          <h1>الحجز #{booking.number}</h1>
          <p className="dash-sub">
            <span dir="ltr">{booking.reservationCode}</span>
            <span>
              حجز في {formatDate(booking.createdAt)} {formatTime(booking.createdAt)}
            </span>
          </p>
        </header>

        <div className="dash-purchase-grid">
          <PurchasePanel
            noun="الحجز"
            status={booking.status}
            statusLabel={booking.statusLabel}
            bill={booking.bill}
            history={booking.history}
            canChangeStatus={booking.canChangeStatus}
            canMarkPaid={booking.canMarkPaid}
            paidMethods={paidMethods}
            updateUrl={route('dashboard.bookings.update', { username, id: booking.id })}
            invoiceUrl={
              booking.bill
                ? route('dashboard.bookings.invoice', { username, id: booking.id })
                : null
            }
            cancelNote="سيظهر الحجز للعميل ملغيا ويصله بريد بذلك، ويصبح موعده متاحا لغيره فورا."
          />

          <section className="dash-card" aria-label="الموعد والعميل">
            <h2>الموعد</h2>
            <dl className="dash-message-meta">
              <div>
                <dt>اليوم</dt>
                <dd>{booking.dateLabel}</dd>
              </div>
              <div>
                <dt>الوقت</dt>
                <dd>
                  {booking.timeLabel} ({booking.durationLabel})
                </dd>
              </div>
              {booking.branch && (
                <div>
                  <dt>الفرع</dt>
                  <dd>
                    {booking.branch.name}
                    {booking.branch.address && <> - {booking.branch.address}</>}
                  </dd>
                </div>
              )}
              <div>
                <dt>العميل</dt>
                <dd>{booking.customer.name}</dd>
              </div>
              {booking.customer.phone && (
                <div>
                  <dt>الجوال</dt>
                  <dd>
                    <a href={`tel:${booking.customer.phone}`} dir="ltr">
                      {booking.customer.phone}
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt>البريد الإلكتروني</dt>
                <dd dir="ltr">{booking.customer.email}</dd>
              </div>
              <div>
                <dt>الدفع</dt>
                <dd>{booking.paymentMethod}</dd>
              </div>
            </dl>
          </section>
        </div>

        <section aria-label="الخدمات">
          <h2 className="dash-section-title">الخدمات</h2>
          <DataTable
            columns={columns}
            rows={booking.items}
            rowKey={(line) => line.id}
            caption="الخدمات"
          />
          <VatTotals
            subtotal={booking.subtotal}
            vat={booking.vat}
            total={booking.total}
            className="dash-purchase-totals"
            totalClassName="is-total"
          />
        </section>
      </div>
    </>
  )
}

BookingShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
