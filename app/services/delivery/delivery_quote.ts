// What the cart and checkout pages show of delivery: each method's fee and totals, and the dates offered.
import type Branch from '#models/branch'
import { DomainError } from '#exceptions/domain_error'
import { splitFor, type BillKind } from '#services/invoices/tax_mode'
import { cityKey, deliveryFee } from '#services/delivery/delivery_fee'

/** The picker's «مدينة أخرى»: any city off the merchant's list (the flat fee, when it delivers there). */
const OTHER_CITY = 'مدينة أخرى'
import { DeliverySettings, type DeliveryRules } from '#services/delivery/delivery_settings'
import { slotLabel } from '#services/delivery/delivery_dates'

/** The dates offered, each slot with its Arabic words. */
function offered(dates: ReturnType<typeof DeliverySettings.datesFor>) {
  return dates.map((day) => ({
    date: day.date,
    label: day.label,
    slots: day.slots.map((slot) => ({ value: slot, label: slotLabel(slot) })),
  }))
}

/** The fee of one method for the page, with the order's totals when it is chosen. */
function quoteOf(
  rules: DeliveryRules,
  method: 'delivery' | 'pickup',
  city: string | null,
  itemsTotal: number,
  kind: BillKind
) {
  const priced = deliveryFee(rules, { method, city, itemsTotal })
  if ('refused' in priced) {
    return { available: false as const, refusal: new DomainError(priced.refused).userMessage }
  }
  return {
    available: true as const,
    fee: priced.fee,
    free: priced.free,
    totals: splitFor(itemsTotal + priced.fee, kind),
  }
}

/** The fee to one city, or the Arabic refusal when the store does not deliver there. */
function cityQuote(rules: DeliveryRules, city: string, itemsTotal: number) {
  const priced = deliveryFee(rules, { method: 'delivery', city, itemsTotal })
  if ('refused' in priced) {
    return { fee: null, refusal: new DomainError(priced.refused).userMessage }
  }
  return { fee: priced.fee, refusal: null }
}

/**
 * The picker's cities: the merchant's list, the shopper's own city when it is not on it, and «مدينة
 * أخرى» when other cities pay the flat fee; `chosen` as the list spells it.
 */
function citiesOf(
  rules: DeliveryRules,
  city: string | null,
  toCity: ReturnType<typeof cityQuote> | null
) {
  const listed = rules.cityFees.map((entry) => entry.city)
  const listedName = city ? listed.find((name) => cityKey(name) === cityKey(city)) : undefined
  const other = rules.otherCities === 'flat' ? [OTHER_CITY] : []
  const options = [
    ...listed,
    ...(city && !listedName && city !== OTHER_CITY ? [city] : []),
    ...other,
  ]
  return {
    chosen: listedName ?? city,
    options,
    refusal: toCity?.refusal ?? null,
  }
}

export const DeliveryQuote = {
  /**
   * The cart page's line: the flat fee (with the order's totals when delivered, as the fee is known
   * before the address), or under a per-city fee the fee to the shopper's city when one is known (the
   * city picked in the cart, or their address's), and the free-delivery amount.
   */
  forCart(rules: DeliveryRules, itemsTotal: number, kind: BillKind, city: string | null = null) {
    const free = rules.freeAbove !== null && itemsTotal >= rules.freeAbove
    const byCity = rules.feeMode === 'city'
    const toCity = byCity && city && !free ? cityQuote(rules, city, itemsTotal) : null
    const fee = free ? 0 : (toCity?.fee ?? rules.flatFee)
    const known = rules.deliveryEnabled && (free || !byCity || (toCity?.fee ?? null) !== null)
    return {
      delivery: rules.deliveryEnabled,
      pickup: rules.pickupEnabled,
      byCity,
      fee,
      free,
      freeAbove: rules.freeAbove,
      /** how much more makes delivery free */
      missingForFree:
        rules.freeAbove !== null && !free ? Math.max(rules.freeAbove - itemsTotal, 0) : null,
      totals: known ? splitFor(itemsTotal + fee, kind) : null,
      /** the cart's city picker (per-city fees only): the city chosen and the ones offered */
      city: byCity && rules.deliveryEnabled ? citiesOf(rules, city, toCity) : null,
    }
  },

  /**
   * The payment step: both methods (the address's city prices the delivery), and when the merchant
   * asks for a date, the dates and slots of a delivery and of a pick-up at each branch.
   */
  forCheckout(
    rules: DeliveryRules,
    input: { city: string | null; hasAddress: boolean; itemsTotal: number; kind: BillKind },
    branches: Branch[]
  ) {
    const delivery = input.hasAddress
      ? quoteOf(rules, 'delivery', input.city, input.itemsTotal, input.kind)
      : rules.deliveryEnabled
        ? { available: false as const, refusal: 'اختر عنوان التوصيل أولا.' }
        : quoteOf(rules, 'delivery', null, input.itemsTotal, input.kind)
    const pickup =
      branches.length > 0
        ? quoteOf(rules, 'pickup', null, input.itemsTotal, input.kind)
        : { available: false as const, refusal: new DomainError('pickup_disabled').userMessage }
    return {
      delivery,
      pickup,
      scheduling: rules.schedulingEnabled,
      withSlots: rules.timeSlots.length > 0,
      deliveryDates: offered(DeliverySettings.datesFor(rules, null)),
      pickupDates: Object.fromEntries(
        branches.map((branch) => [branch.id, offered(DeliverySettings.datesFor(rules, branch))])
      ),
    }
  },
}
