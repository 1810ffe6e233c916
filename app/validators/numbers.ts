// Numbers as people type them on a Saudi phone: Arabic-Indic digits (٩٠, ۹۰) read as latin ones.
import vine from '@vinejs/vine'
import { latinDigits } from '#services/auth/digits'

/**
 * A typed number with latin digits (and the Arabic decimal separator as a dot), before VineJS reads
 * it: the one normalisation of every numeric field (a count, a duration, a position, seats).
 */
function latinNumber(value: unknown) {
  return typeof value === 'string' ? latinDigits(value).trim().replace('٫', '.') : value
}

/** `vine.number()` that also reads Arabic-Indic digits. */
export const typedNumber = () => vine.number().parse(latinNumber)

/** Digits typed inside a code or a phone (RRRD٢٩٢٩, ٠٥٥...): Arabic-Indic ones read as latin, nothing else. */
export function latinCode(value: unknown) {
  return typeof value === 'string' ? latinDigits(value).trim() : value
}
