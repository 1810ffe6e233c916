// The one rule of what delivery costs: flat or per city, free above an amount, nothing for a pick-up.
import type { CityFee, FeeMode, OtherCities } from '#models/delivery_setting'

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/** The part of the settings the fee depends on (amounts in halalas, VAT included). */
export interface FeeRules {
  deliveryEnabled: boolean
  pickupEnabled: boolean
  feeMode: FeeMode
  flatFee: number
  cityFees: CityFee[]
  otherCities: OtherCities
  freeAbove: number | null
}

/**
 * Why an order cannot go where it was asked to: the method is off, or a per-city fee that refuses
 * unlisted cities met one of them. Codes of domain_errors.ts.
 */
type FeeRefusal = 'delivery_disabled' | 'pickup_disabled' | 'delivery_city_not_served'

/** Arabic letters compared without their variants (أ/إ/آ/ا, ة/ه, ى/ي), spaces and the article. */
export function cityKey(city: string) {
  return city
    .trim()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/^ال/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The fee of a city under a per-city list, or null when the list does not name it. */
function cityFeeOf(rules: Pick<FeeRules, 'cityFees'>, city: string | null) {
  if (!city) return null
  const key = cityKey(city)
  return rules.cityFees.find((entry) => cityKey(entry.city) === key)?.fee ?? null
}

/**
 * The delivery fee of an order: 0 for a pick-up; otherwise the flat fee or the city's, and 0 when the
 * products (`itemsTotal`, VAT included) reach the free-delivery amount. A refusal when it cannot be.
 */
export function deliveryFee(
  rules: FeeRules,
  input: { method: DeliveryMethod; city: string | null; itemsTotal: number }
): { fee: number; free: boolean } | { refused: FeeRefusal } {
  if (input.method === 'pickup') {
    return rules.pickupEnabled ? { fee: 0, free: false } : { refused: 'pickup_disabled' }
  }
  if (!rules.deliveryEnabled) return { refused: 'delivery_disabled' }
  let fee = rules.flatFee
  if (rules.feeMode === 'city') {
    const ofCity = cityFeeOf(rules, input.city)
    if (ofCity !== null) fee = ofCity
    else if (rules.otherCities === 'refuse') return { refused: 'delivery_city_not_served' }
  }
  if (fee > 0 && rules.freeAbove !== null && input.itemsTotal >= rules.freeAbove) {
    return { fee: 0, free: true }
  }
  return { fee, free: false }
}
