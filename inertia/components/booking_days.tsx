// The booking wizard's day and time step: seven day tiles, then the chosen day's free times.
import type { AvailabilityDay } from '#services/booking/availability'
import RadioTile from '~/components/ui/radio_tile'

/**
 * Step 3 of the booking wizard: the 7 days from today, then the free times of the chosen day. A day
 * closed by the branch's working hours is disabled; an open day without free times is struck through.
 * Every time shows the booking's length the '1 ساعة مدة' way.
 */
export default function BookingDays({
  days,
  date,
  time,
  durationLabel,
  onDate,
  onTime,
}: {
  days: AvailabilityDay[]
  date: string | null
  time: string | null
  durationLabel: string
  onDate: (date: string) => void
  onTime: (time: string) => void
}) {
  const current = days.find((d) => d.date === date) ?? null
  return (
    <div className="booking-days">
      <div className="booking-day-list" role="radiogroup" aria-label="اليوم">
        {days.map((day) => {
          const unavailable = day.closed || day.full
          return (
            <RadioTile
              key={day.date}
              chosen={day.date === date}
              data-date={day.date}
              disabled={unavailable}
              className={['booking-day', day.closed ? 'closed' : '', day.full ? 'full' : '']
                .filter(Boolean)
                .join(' ')}
              onClick={() => onDate(day.date)}
              title={day.closed ? 'مغلق' : day.full ? 'لا توجد أوقات متاحة' : undefined}
            >
              <span className="day-name">{day.dayName}</span>
              <span className="day-date">{day.dayLabel}</span>
              {day.closed && <span className="day-note">مغلق</span>}
            </RadioTile>
          )
        })}
      </div>

      {current ? (
        <div className="booking-times" role="radiogroup" aria-label="الوقت">
          {current.times.map((slot) => (
            <RadioTile
              key={slot.time}
              chosen={slot.time === time}
              data-time={slot.time}
              className="booking-time"
              onClick={() => onTime(slot.time)}
            >
              <strong>{slot.label}</strong>
              <span className="muted">{durationLabel}</span>
            </RadioTile>
          ))}
        </div>
      ) : (
        <p className="muted booking-no-times">
          {days.some((d) => d.times.length > 0)
            ? 'اختر يوما لعرض الأوقات المتاحة.'
            : 'لا توجد أوقات متاحة خلال الأيام السبعة القادمة.'}
        </p>
      )}
    </div>
  )
}
