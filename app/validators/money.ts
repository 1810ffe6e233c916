// Riyal amounts as people type them: one parser and one VineJS field for every price and amount.
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { latinDigits } from '#services/auth/digits'

/** Up to 9,999,999.99 SAR, at most two decimals: more than any price, order or refund. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/
/** Thousands set apart ("1,250.50", "١٬٢٥٠٫٥٠"): only in groups of three. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/

/**
 * Halalas of a typed riyal amount, or null when it is not one: Arabic-Indic or latin digits, "٫" or
 * "." before the decimals, "٬" or "," between thousands, at most two decimals. Integer arithmetic, so
 * "0.29" is 29 halalas, never 28.999.
 */
export function halalasOf(value: unknown): number | null {
  if (typeof value !== 'string') return null
  let text = latinDigits(value).trim().replace(/٫/g, '.').replace(/٬/g, ',')
  if (GROUPED.test(text)) text = text.replace(/,/g, '')
  if (!AMOUNT.test(text)) return null
  const [riyals, decimals = ''] = text.split('.')
  return Number(riyals) * 100 + Number(decimals.padEnd(2, '0'))
}

interface RiyalsOptions {
  /** the least amount in halalas (default 1: more than zero) */
  least?: number
}

/** What an API client sends, as the OpenAPI document states it (the server reads more, see halalasOf). */
export const RIYALS_PATTERN = '^[0-9]{1,7}(\\.[0-9]{1,2})?$'

/**
 * The messages come from the shared provider (app/validators/messages.ts) by rule: `riyals` for what
 * is not an amount, `riyalsMin` for one below the least; a field may have its own (`price.riyals`).
 */
export const riyalsRule = vine.createRule(
  (value: unknown, options: RiyalsOptions, field: FieldContext) => {
    const halalas = halalasOf(value)
    if (halalas === null) field.report('أدخل المبلغ بالريال، مثل 49.50', 'riyals', field)
    else if (halalas < (options.least ?? 1)) {
      field.report('يجب أن يكون المبلغ أكبر من صفر.', 'riyalsMin', field)
    }
  }
)

/** A riyal amount typed as text, validated and given to the service as halalas. */
export const riyals = (options: RiyalsOptions = {}) =>
  vine
    .string()
    .trim()
    .use(riyalsRule(options))
    .transform((value) => halalasOf(value) as number)
