// The booking wizard's third step: a day and a free time for the reservation cart.
import BookingDays from '~/components/booking_days'
import type { BookingDay } from '~/components/booking/booking_cart_props'

export default function TimeChoiceStep({
  days,
  date,
  time,
  durationLabel,
  error,
  onDate,
  onTime,
}: {
  days: BookingDay[]
  date: string | null
  time: string | null
  durationLabel: string
  error?: string
  onDate: (date: string) => void
  onTime: (time: string) => void
}) {
  return (
    <section className="booking-step" aria-labelledby="step-title">
      <h2 id="step-title">اختر الموعد</h2>
      {error && (
        <p className="booking-error" role="alert">
          {error}
        </p>
      )}
      <BookingDays
        days={days}
        date={date}
        time={time}
        durationLabel={durationLabel}
        onDate={onDate}
        onTime={onTime}
      />
    </section>
  )
}
