import type { AvailabilityDay } from '#services/booking/availability'

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
            <button
              key={day.date}
              type="button"
              role="radio"
              aria-checked={day.date === date}
              data-date={day.date}
              disabled={unavailable}
              className={[
                'booking-day',
                day.date === date ? 'chosen' : '',
                day.closed ? 'closed' : '',
                day.full ? 'full' : '',
              ].join(' ')}
              onClick={() => onDate(day.date)}
              title={day.closed ? 'مغلق' : day.full ? 'لا توجد أوقات متاحة' : undefined}
            >
              <span className="day-name">{day.dayName}</span>
              <span className="day-date">{day.dayLabel}</span>
              {day.closed && <span className="day-note">مغلق</span>}
            </button>
          )
        })}
      </div>

      {current ? (
        <div className="booking-times" role="radiogroup" aria-label="الوقت">
          {current.times.map((slot) => (
            <button
              key={slot.time}
              type="button"
              role="radio"
              aria-checked={slot.time === time}
              data-time={slot.time}
              className={`booking-time ${slot.time === time ? 'chosen' : ''}`}
              onClick={() => onTime(slot.time)}
            >
              <strong>{slot.label}</strong>
              <span className="muted">{durationLabel}</span>
            </button>
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
