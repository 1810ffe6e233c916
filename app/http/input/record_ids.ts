/*
| Record ids. The id columns are 32-bit integers (increments()): a number past that range names no
| record, and PostgreSQL refuses to compare one with such a column (22003, value out of range), which
| answered 500. Every id read from an address or a form goes through these: an address with such an id
| is the 404 page, a form field with one gets its Arabic message.
*/

/** The largest id a record can have. */
export const MAX_RECORD_ID = 2_147_483_647

/** The digits of an id from 1 to MAX_RECORD_ID (leading zeros allowed, as the number matcher did). */
const RECORD_ID_PATTERN =
  /^0*(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/

/** The id a text names, or null when it names none (not digits, 0, past MAX_RECORD_ID). */
export function recordId(value: unknown): number | null {
  const text = String(value ?? '')
  return RECORD_ID_PATTERN.test(text) ? Number(text) : null
}

/**
 * The matcher of a route's id parameter: `.where('id', recordIdMatcher())`. Any other value matches no
 * route, so its address is the 404 page before a query is made.
 */
export function recordIdMatcher() {
  return { match: RECORD_ID_PATTERN, cast: (value: string) => Number(value) }
}
