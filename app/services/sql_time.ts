// Timestamps as the database dialect stores them, for raw queries and query-builder writes.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value))
const pad3 = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : String(value)

/** `+03:00`, `-04:30`, `+00:00`: luxon's ZZ token. */
function offsetText(minutes: number) {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  return `${sign}${pad2(Math.floor(whole / 60))}:${pad2(whole % 60)}`
}

/**
 * The two formats Lucid's dialects write timestamps in, spelled out: luxon's toFormat parses its format
 * string on every call, which was a measurable part of an add to cart (three timestamps a request).
 */
const formatters: Record<string, (value: DateTime) => string> = {
  'yyyy-MM-dd HH:mm:ss': (v) =>
    `${v.year}-${pad2(v.month)}-${pad2(v.day)} ${pad2(v.hour)}:${pad2(v.minute)}:${pad2(v.second)}`,
  "yyyy-MM-dd'T'HH:mm:ss.SSSZZ": (v) =>
    `${v.year}-${pad2(v.month)}-${pad2(v.day)}T${pad2(v.hour)}:${pad2(v.minute)}:${pad2(v.second)}.${pad3(v.millisecond)}${offsetText(v.offset)}`,
}

/**
 * A timestamp as the default connection's dialect stores it (what Lucid writes for a DateTime column),
 * for raw queries and query-builder writes that bypass the models.
 */
export function sqlDateTime(value: DateTime) {
  return formatDateTime(value, db.connection().dialect.dateTimeFormat)
}

/** A moment in UTC as the dialect stores it: comparisons with columns written in UTC. */
export function sqlUtc(value: DateTime) {
  return sqlDateTime(value.toUTC())
}

/** Now (UTC), as the dialect stores a timestamp: the raw writes' and comparisons' `now`. */
export function sqlNow() {
  return sqlDateTime(DateTime.utc())
}

/** `value.toFormat(format)`, without parsing the format for the dialects' own two formats. */
export function formatDateTime(value: DateTime, format: string) {
  const formatter = value.year >= 1000 && value.year <= 9999 ? formatters[format] : undefined
  return formatter ? formatter(value) : value.toFormat(format)
}
