// The delivery page's form values: amounts as riyal text, the week's days with their Arabic names.
import { WEEK_DAYS } from '#models/branch'
import { halalasToDecimal } from '#services/invoices/vat'
import { DAY_NAMES } from '#services/delivery/delivery_dates'
import type { DeliveryRules } from '#services/delivery/delivery_settings'

export const DeliverySettingsPresenter = {
  form(rules: DeliveryRules) {
    return {
      delivery_enabled: rules.deliveryEnabled,
      fee_mode: rules.feeMode,
      flat_fee: halalasToDecimal(rules.flatFee),
      city_fees: rules.cityFees.map((entry) => ({
        city: entry.city,
        fee: halalasToDecimal(entry.fee),
      })),
      other_cities: rules.otherCities,
      free_above: rules.freeAbove === null ? '' : halalasToDecimal(rules.freeAbove),
      pickup_enabled: rules.pickupEnabled,
      scheduling_enabled: rules.schedulingEnabled,
      lead_days: String(rules.leadDays),
      time_slots: rules.timeSlots,
      closed_days: rules.closedDays as string[],
    }
  },

  /** Saturday first, as the Saudi week reads. */
  days() {
    const order = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const
    return order
      .filter((day) => WEEK_DAYS.includes(day))
      .map((day) => ({ value: day, label: DAY_NAMES[day] }))
  },
}
