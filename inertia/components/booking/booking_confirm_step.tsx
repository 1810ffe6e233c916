// The booking wizard's last step: the services, time, payment method and totals to confirm.
import Money from '~/components/ui/money'
import AccountSummary from '~/components/account_summary'
import { formatDuration } from '~/components/store_format'
import type { BookingCartProps, BookingDay } from '~/components/booking/booking_cart_props'
import BookingStep from '~/components/booking/booking_step'

export default function BookingConfirmStep({
  cart,
  day,
  slotLabel,
  paymentLabel,
  branch,
  error,
}: {
  cart: NonNullable<BookingCartProps['cart']>
  day: BookingDay | null
  slotLabel: string | undefined
  paymentLabel: string | undefined
  branch: BookingCartProps['branch']
  error?: string
}) {
  return (
    <BookingStep title="تأكيد الحجز" error={error}>
      <ul className="booking-lines">
        {cart.items.map((item) => (
          <li key={item.serviceId}>
            <span>
              <strong>{item.serviceName}</strong>
              <span className="muted"> · {item.optionName ?? 'أي خيار'}</span>
              <span className="muted"> · {formatDuration(item.durationMinutes)}</span>
            </span>
            <Money halalas={item.price} />
          </li>
        ))}
      </ul>
      <dl className="card booking-facts">
        <div>
          <dt>الموعد</dt>
          <dd>
            {day?.dayName} {day?.dayLabel} · {slotLabel}
          </dd>
        </div>
        <div>
          <dt>المدة</dt>
          <dd>{formatDuration(cart.durationMinutes)}</dd>
        </div>
        <div>
          <dt>طريقة الدفع</dt>
          <dd>{paymentLabel}</dd>
        </div>
        {branch && (
          <div>
            <dt>الفرع</dt>
            <dd>{branch.name}</dd>
          </div>
        )}
      </dl>
      <AccountSummary totals={cart} taxed={cart.taxed} title="ملخص الحجز" />
    </BookingStep>
  )
}
