// The booking wizard's third step: a day and a free time for the reservation cart.
import BookingDays from '~/components/booking_days'
import type { BookingDay } from '~/components/booking/booking_cart_props'
import BookingStep from '~/components/booking/booking_step'

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
    <BookingStep title="اختر الموعد" error={error}>
      <BookingDays
        days={days}
        date={date}
        time={time}
        durationLabel={durationLabel}
        onDate={onDate}
        onTime={onTime}
      />
    </BookingStep>
  )
}
