/**
 * Each formatter is built on first use: building an Intl formatter loads its locale data, tens of
 * milliseconds on a phone, which a page that shows no date should not spend while it starts.
 */
function lazy<T>(build: () => T) {
  let value: T | undefined
  return () => (value ??= build())
}

/** Amounts arrive as integer halalas; formatting happens only in the view. */
const money = lazy(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
)
export const formatMoney = (halalas: number) => money().format(halalas / 100)

/**
 * Dates and times are Saudi time, whatever the zone of the server or the browser: the shops are in
 * the Kingdom, and server-rendered and hydrated text must match.
 */
export const SAUDI_TIME_ZONE = 'Asia/Riyadh'

/** Arabic month names on the Gregorian calendar (ar-SA alone would be Hijri), Western digits. */
const date = lazy(
  () =>
    new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SAUDI_TIME_ZONE,
    })
)
export const formatDate = (iso: string | null) => (iso ? date().format(new Date(iso)) : '')

const time = lazy(
  () =>
    new Intl.DateTimeFormat('ar-SA-u-nu-latn', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SAUDI_TIME_ZONE,
    })
)
/** '07:44 م', Saudi time. */
export const formatTime = (iso: string | null) => (iso ? time().format(new Date(iso)) : '')

/** 50000 -> '50 ألف', 12000000 -> '12 مليون': the home counters' short form. */
export function compactCount(count: number) {
  if (count >= 1_000_000) return `${+(count / 1_000_000).toFixed(1)} مليون`
  if (count >= 1_000) return `${+(count / 1_000).toFixed(1)} ألف`
  return String(count)
}
