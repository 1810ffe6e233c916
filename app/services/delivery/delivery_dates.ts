// The dates and time slots a customer may ask for: after the lead time, on open days, within two weeks.
import { DateTime } from 'luxon'
import { WEEK_DAYS, type WeekDay, type WorkingHours } from '#models/branch'

/** The store's clock: dates and slots are Saudi ones whatever the server's zone. */
export const STORE_ZONE = 'Asia/Riyadh'

/** How many days the date list offers after the first permitted one. */
const DATE_WINDOW_DAYS = 14

/** 'HH:mm-HH:mm' with the end after the start. */
export const SLOT_FORMAT = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/

export interface DateRules {
  leadDays: number
  timeSlots: string[]
  /** the store's closed days (delivery) */
  closedDays: WeekDay[]
}

/** Arabic names of the week's days, Sunday first as WEEK_DAYS. */
export const DAY_NAMES: Record<WeekDay, string> = {
  sun: 'الأحد',
  mon: 'الاثنين',
  tue: 'الثلاثاء',
  wed: 'الأربعاء',
  thu: 'الخميس',
  fri: 'الجمعة',
  sat: 'السبت',
}

export function weekDayOf(date: DateTime): WeekDay {
  return WEEK_DAYS[date.weekday % 7]
}

/** '09:00-12:00' -> 'من 9:00 إلى 12:00' */
export function slotLabel(slot: string) {
  const [from, to] = slot.split('-').map((time) => time.replace(/^0(\d)/, '$1'))
  return `من ${from} إلى ${to}`
}

/** 'الأحد 29/11/2026' */
export function dateLabel(isoDate: string) {
  const date = DateTime.fromISO(isoDate, { zone: STORE_ZONE })
  if (!date.isValid) return isoDate
  return `${DAY_NAMES[weekDayOf(date)]} ${date.toFormat('d/M/yyyy')}`
}

/**
 * The closed days of where the order is taken from: a pick-up follows its branch's hours (a day
 * without hours is closed), a delivery the store's closed days.
 */
export function closedDaysFor(rules: DateRules, branchHours: WorkingHours | null): WeekDay[] {
  if (!branchHours) return rules.closedDays
  return WEEK_DAYS.filter((day) => !branchHours[day])
}

/**
 * Whether a slot lies within a day's opening hours: from the opening to the closing time; hours that
 * close after midnight (a close at or before the open) keep the day open to its end.
 */
function slotWithin(slot: string, hours: { open: string; close: string }) {
  const [from, to] = slot.split('-')
  if (from < hours.open) return false
  return hours.close <= hours.open || to <= hours.close
}

/**
 * The slots still ahead on a date: on today's date, only those that have not started; for a branch
 * (`hours`: a pick-up), only those within that day's opening hours, none on a closed day.
 */
function slotsOn(rules: DateRules, date: DateTime, now: DateTime, hours: WorkingHours | null) {
  const day = hours ? hours[weekDayOf(date)] : null
  if (hours && !day) return []
  const open = day ? rules.timeSlots.filter((slot) => slotWithin(slot, day)) : rules.timeSlots
  if (!date.hasSame(now, 'day')) return open
  const clock = now.toFormat('HH:mm')
  return open.filter((slot) => slot.slice(0, 5) > clock)
}

/**
 * The dates a customer may choose, each with its slots: from today plus the lead time, for
 * DATE_WINDOW_DAYS days, without closed days or days whose slots have all passed.
 */
export function permittedDates(
  rules: DateRules,
  closedDays: WeekDay[],
  now: DateTime = DateTime.now(),
  /** the pick-up branch's hours: its slots lie within them */
  hours: WorkingHours | null = null
): { date: string; label: string; slots: string[] }[] {
  const today = now.setZone(STORE_ZONE)
  const first = today.startOf('day').plus({ days: rules.leadDays })
  const dates = []
  for (let offset = 0; offset < DATE_WINDOW_DAYS; offset++) {
    const date = first.plus({ days: offset })
    if (closedDays.includes(weekDayOf(date))) continue
    const slots = slotsOn(rules, date, today, hours)
    if (rules.timeSlots.length > 0 && slots.length === 0) continue
    const iso = date.toISODate()!
    dates.push({ date: iso, label: dateLabel(iso), slots })
  }
  return dates
}

/**
 * Checks a requested date and slot against the permitted ones; the refusal's code (domain_errors.ts)
 * or null when they are allowed.
 */
export function checkRequested(
  rules: DateRules,
  closedDays: WeekDay[],
  requested: { date: string | null; slot: string | null },
  now: DateTime = DateTime.now(),
  hours: WorkingHours | null = null
):
  | 'delivery_date_required'
  | 'delivery_date_invalid'
  | 'delivery_slot_invalid'
  | 'pickup_slot_closed'
  | null {
  if (!requested.date) return 'delivery_date_required'
  const day = permittedDates(rules, closedDays, now, hours).find((d) => d.date === requested.date)
  if (!day) return 'delivery_date_invalid'
  if (rules.timeSlots.length === 0) return null
  if (!requested.slot) return 'delivery_slot_invalid'
  if (day.slots.includes(requested.slot)) return null
  // one of the store's slots, but the branch is closed at that time that day: say so
  const open = hours?.[weekDayOf(DateTime.fromISO(day.date, { zone: STORE_ZONE }))]
  if (open && rules.timeSlots.includes(requested.slot) && !slotWithin(requested.slot, open)) {
    return 'pickup_slot_closed'
  }
  return 'delivery_slot_invalid'
}
