/*
 * Hand-written rather than Intl: building an Intl formatter loads its locale data, tens of milliseconds
 * on a phone while the page starts, for output that never varies here (server and browser must match).
 */

/** Thousands separated by commas: 1234567 -> '1,234,567'. */
function groupThousands(whole: number) {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Amounts arrive as integer halalas; formatting happens only in the view. 123456 -> '1,234.56'. */
export function formatMoney(halalas: number) {
  const amount = Math.round(Math.abs(halalas))
  const fraction = String(amount % 100).padStart(2, '0')
  return `${halalas < 0 ? '-' : ''}${groupThousands(Math.floor(amount / 100))}.${fraction}`
}

/**
 * Dates and times are Saudi time, whatever the zone of the server or the browser: the shops are in
 * the Kingdom, and server-rendered and hydrated text must match. Saudi Arabia keeps UTC+3 all year
 * (no daylight saving).
 */
const SAUDI_OFFSET_MS = 3 * 60 * 60 * 1000
const saudiClock = (iso: string) => new Date(new Date(iso).getTime() + SAUDI_OFFSET_MS)

/** Arabic month names of the Gregorian calendar (ar-SA alone would be Hijri). */
const MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
]

/** '23 نوفمبر 2026', Saudi date, Western digits. */
export function formatDate(iso: string | null) {
  if (!iso) return ''
  const clock = saudiClock(iso)
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`
}

/** '07:44 م', Saudi time, 12-hour clock. */
export function formatTime(iso: string | null) {
  if (!iso) return ''
  const clock = saudiClock(iso)
  const hours = clock.getUTCHours()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(hours % 12 || 12)}:${pad(clock.getUTCMinutes())} ${hours < 12 ? 'ص' : 'م'}`
}

/** '23 نوفمبر 2026 07:44 م': a moment's Saudi date and time together. */
export function formatDateTime(iso: string | null) {
  return iso ? `${formatDate(iso)} ${formatTime(iso)}` : ''
}

/** 50000 -> '50 ألف', 12000000 -> '12 مليون': the home counters' short form. */
export function compactCount(count: number) {
  if (count >= 1_000_000) return `${+(count / 1_000_000).toFixed(1)} مليون`
  if (count >= 1_000) return `${+(count / 1_000).toFixed(1)} ألف`
  return String(count)
}

const counts = new Intl.NumberFormat('en-US')

/** 12345 -> '12,345': a count in the dashboard's Latin digits with thousands separators. */
export function formatCount(count: number) {
  return counts.format(count)
}
