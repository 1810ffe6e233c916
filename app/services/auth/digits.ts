/**
 * Phones in Saudi Arabia type Arabic-Indic digits (٠١٢٣) as often as latin ones; codes, phone numbers and
 * registration numbers are compared and stored with latin digits.
 */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
}

/**
 * A Saudi mobile number as 10 digits starting with 05, from what people type: '0551234567',
 * '551234567', '+966551234567', '00966 55 123 4567', Arabic-Indic digits. Null when it is not one.
 */
export function normalizeSaudiMobile(value: string): string | null {
  let digits = latinDigits(value).replace(/[\s\-().]/g, '')
  if (digits.startsWith('+')) digits = digits.slice(1)
  if (digits.startsWith('00966')) digits = digits.slice(5)
  else if (digits.startsWith('966')) digits = digits.slice(3)
  if (/^5\d{8}$/.test(digits)) digits = `0${digits}`
  return /^05\d{8}$/.test(digits) ? digits : null
}

/** A stored Saudi mobile (05XXXXXXXX) in the international form without '+': 9665XXXXXXXX (wa.me, SMS). */
export function internationalSaudiMobile(mobile: string): string {
  return `966${mobile.replace(/^0/, '')}`
}
