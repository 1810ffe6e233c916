import { DateTime } from 'luxon'
import { WEEK_DAYS, type WorkingHours } from '#models/branch'

/** Bookings are made in Saudi time, whatever the server's zone. */
export const STORE_TIMEZONE = 'Asia/Riyadh'

/** SPEC.md section 9: availability covers 7 days from today. */
export const AVAILABILITY_DAYS = 7

/** A slot may start every half hour inside the working hours. */
const SLOT_STEP_MINUTES = 30

/**
 * The working hours of a website without branches: open 10:00 to 22:00, closed Saturday and Sunday,
 * the same default the seeded branches have (DESIGN.md section 6).
 */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  sun: null,
  mon: { open: '10:00', close: '22:00' },
  tue: { open: '10:00', close: '22:00' },
  wed: { open: '10:00', close: '22:00' },
  thu: { open: '10:00', close: '22:00' },
  fri: { open: '10:00', close: '22:00' },
  sat: null,
}

interface BusyInterval {
  startAt: DateTime
  endAt: DateTime
}

interface AvailableTime {
  /** 'HH:mm' in Saudi time */
  time: string
  /** '10:30 ص' */
  label: string
  startAt: string
  endAt: string
}

export interface AvailabilityDay {
  /** 'YYYY-MM-DD' in Saudi time */
  date: string
  weekday: (typeof WEEK_DAYS)[number]
  /** 'الاثنين' */
  dayName: string
  /** '23 نوفمبر' */
  dayLabel: string
  /** closed by the branch's working hours (the spec's weekend): shown disabled */
  closed: boolean
  /** open, but every time is taken or past: shown struck through */
  full: boolean
  times: AvailableTime[]
}

const dayName = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  weekday: 'long',
  timeZone: STORE_TIMEZONE,
})
const dayLabel = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  day: 'numeric',
  month: 'long',
  timeZone: STORE_TIMEZONE,
})

function minutesOf(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** '13:30' -> '01:30 م'; Arabic morning/evening marks, Western digits. */
export function timeLabel(time: string) {
  const [h, m] = time.split(':').map(Number)
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'ص' : 'م'}`
}

/**
 * SPEC.md section 9: a slot shows its length the '1 ساعة مدة' way, in hours and minutes:
 * 60 -> '1 ساعة مدة', 90 -> '1 ساعة و30 دقيقة مدة', 45 -> '45 دقيقة مدة'.
 */
export function slotDurationLabel(totalMinutes: number) {
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  const parts = []
  if (hours > 0) parts.push(`${hours} ساعة`)
  if (minutes > 0 || hours === 0) parts.push(`${minutes} دقيقة`)
  return `${parts.join(' و')} مدة`
}

/** The opening interval of one calendar day, in minutes from its midnight; null when closed. */
function openingOf(hours: WorkingHours, weekday: (typeof WEEK_DAYS)[number]) {
  const day = hours[weekday]
  if (!day) return null
  const open = minutesOf(day.open)
  let close = minutesOf(day.close)
  // '00:00' or a close before the opening ends the day after midnight
  if (close <= open) close += 24 * 60
  return { open, close }
}

/**
 * The most bookings running at one instant inside [start, end). The count only rises at a start, so
 * it is enough to look at the slot's own start and at every booking start inside the slot.
 */
function peakOverlap(busy: { start: number; end: number }[], start: number, end: number) {
  const inside = busy.filter((b) => b.start < end && b.end > start)
  if (inside.length === 0) return 0
  const instants = [start, ...inside.map((b) => b.start).filter((t) => t > start)]
  return Math.max(...instants.map((t) => inside.filter((b) => b.start <= t && b.end > t).length))
}

/**
 * The bookable times of the next 7 days (today first) for a booking of this length. Pure: the clock,
 * the hours and the taken intervals are passed in, so it is tested with a fixed "now".
 * - a day closed by the working hours is `closed` (the spec's weekend, Saturday and Sunday by default);
 * - a time must start and end inside the opening hours and start after now;
 * - a time is full when, at some instant of it, the taken intervals already fill the branch's seats
 *   (one seat by default: any overlap takes the time);
 * - an open day left without times is `full`.
 */
export function computeAvailability(input: {
  now: DateTime
  workingHours: WorkingHours
  durationMinutes: number
  busy: BusyInterval[]
  /** bookings one time takes at once (the branch's seats), at least 1 */
  seats?: number
  days?: number
  stepMinutes?: number
}): AvailabilityDay[] {
  const step = input.stepMinutes ?? SLOT_STEP_MINUTES
  const seats = Math.max(1, input.seats ?? 1)
  const now = input.now.setZone(STORE_TIMEZONE)
  const today = now.startOf('day')
  const busy = input.busy.map((b) => ({ start: b.startAt.toMillis(), end: b.endAt.toMillis() }))
  const result: AvailabilityDay[] = []

  for (let offset = 0; offset < (input.days ?? AVAILABILITY_DAYS); offset++) {
    const day = today.plus({ days: offset })
    const weekday = WEEK_DAYS[day.weekday % 7]
    const opening = openingOf(input.workingHours, weekday)
    const times: AvailableTime[] = []

    if (opening && input.durationMinutes > 0) {
      for (let m = opening.open; m + input.durationMinutes <= opening.close; m += step) {
        const start = day.plus({ minutes: m })
        const end = start.plus({ minutes: input.durationMinutes })
        if (start <= now) continue
        const s = start.toMillis()
        const e = end.toMillis()
        if (peakOverlap(busy, s, e) >= seats) continue
        const time = start.toFormat('HH:mm')
        times.push({
          time,
          label: timeLabel(time),
          startAt: start.toUTC().toISO()!,
          endAt: end.toUTC().toISO()!,
        })
      }
    }

    const jsDate = day.toJSDate()
    result.push({
      date: day.toISODate()!,
      weekday,
      dayName: dayName.format(jsDate),
      dayLabel: dayLabel.format(jsDate),
      closed: !opening,
      full: !!opening && times.length === 0,
      times,
    })
  }
  return result
}

/** The slot of a chosen day and time when it is still offered, else null. */
export function findSlot(days: AvailabilityDay[], date: string, time: string) {
  return days.find((d) => d.date === date)?.times.find((t) => t.time === time) ?? null
}
