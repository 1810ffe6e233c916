// Typed numbers on the page: Arabic-Indic digits read as latin ones (the server applies the same rule).

/** '٣٠' and '۳۰' as '30'; the server's rule is app/validators/numbers.ts, which has the last word. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
}

/** A count as typed: a number, or null for an empty box. */
export type TypedCount = number | string | null

/**
 * A whole number typed in any digits; null when the box is empty, else the text as typed (with latin
 * digits) so the server answers it with its Arabic message instead of the form sending nothing.
 */
export function typedCount(text: string): TypedCount {
  const latin = latinDigits(text).trim()
  if (latin === '') return null
  return /^\d+$/.test(latin) ? Number(latin) : latin
}
