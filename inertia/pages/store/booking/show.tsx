import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import AccountLayout from '~/components/account_layout'
import AccountSummary from '~/components/account_summary'
import { AccountOrderStatus, AccountPaymentStatus } from '~/components/account_order_status'
import type { RenderedPageProps } from '~/components/store_page_props'
import { formatDate } from '~/lib/format'
import { route } from '~/lib/route'
import '~/css/booking.css'

type Props = RenderedPageProps<BookingsController, 'show', 'booking'>

/** SPEC.md section 9: the bill opens in an 800x600 print window (?print=1 asks it to print). */
function openBillWindow(printUrl: string, url: string) {
  const win = window.open(printUrl, 'booking-bill', 'width=800,height=600')
  if (!win) window.location.href = url
}

/** A booking: details, services, summary with the payment status from the bill, and print. */
export default function BookingShow({ booking, username }: Props) {
  const billUrl = route('store.booking_bills.show', { username, id: booking.id })

  return (
    <AccountLayout active="booking" title={`الحجز #${booking.number}`}>
      <Seo title={`الحجز #${booking.number}`} />
      <div className="order-actions">
        {booking.hasBill && (
          <a
            href={billUrl}
            className="btn btn-primary"
            onClick={(event) => {
              event.preventDefault()
              openBillWindow(
                route('store.booking_bills.show', { username, id: booking.id }, { print: 1 }),
                billUrl
              )
            }}
          >
            طباعة الفاتورة
          </a>
        )}
        <Link href={route('store.bookings.index', { username })} className="btn">
          كل الحجوزات
        </Link>
      </div>

      <dl className="card order-facts">
        <div>
          <dt>رقم الحجز</dt>
          <dd>#{booking.number}</dd>
        </div>
        <div>
          <dt>رمز الحجز</dt>
          <dd>
            <span dir="ltr" className="booking-code">
              {booking.reservationCode}
            </span>
          </dd>
        </div>
        <div>
          <dt>تاريخ الطلب</dt>
          <dd>{formatDate(booking.createdAt)}</dd>
        </div>
        <div>
          <dt>الموعد</dt>
          <dd>
            {booking.dateLabel}
            <br />
            {booking.timeLabel}
          </dd>
        </div>
        <div>
          <dt>المدة</dt>
          <dd>{booking.durationLabel}</dd>
        </div>
        <div>
          <dt>حالة الحجز</dt>
          <dd>
            <AccountOrderStatus status={booking.status} label={booking.statusLabel} />
          </dd>
        </div>
        <div>
          <dt>حالة الدفع</dt>
          <dd>
            <AccountPaymentStatus payment={booking.payment} />
          </dd>
        </div>
        <div>
          <dt>طريقة الدفع</dt>
          <dd>{booking.paymentMethod}</dd>
        </div>
        {booking.branch && (
          <div className="wide">
            <dt>الفرع</dt>
            <dd>
              {booking.branch.name}
              {booking.branch.address && <span className="muted"> - {booking.branch.address}</span>}
            </dd>
          </div>
        )}
      </dl>

      <table className="order-items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">الخدمة</th>
            <th scope="col">الخيار</th>
            <th scope="col">المدة</th>
            <th scope="col">السعر</th>
          </tr>
        </thead>
        <tbody>
          {booking.items.map((item) => (
            <tr key={item.id}>
              <td data-label="#">{item.index}</td>
              <td data-label="الخدمة">{item.name}</td>
              <td data-label="الخيار">{item.optionName ?? 'أي خيار'}</td>
              <td data-label="المدة">{item.durationLabel}</td>
              <td data-label="السعر">
                <Money halalas={item.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <AccountSummary
        subtotal={booking.subtotal}
        vat={booking.vat}
        total={booking.total}
        title="ملخص الحجز"
      >
        <dl className="payment-lines">
          <div>
            <dt>المدفوع</dt>
            <dd>
              <Money halalas={booking.payment.paidAmount} />
            </dd>
          </div>
          <div>
            <dt>المتبقي</dt>
            <dd>
              <Money halalas={booking.payment.remaining} />
            </dd>
          </div>
        </dl>
      </AccountSummary>
    </AccountLayout>
  )
}

BookingShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
