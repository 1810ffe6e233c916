// A website's delivery settings (read with their defaults, saved) and the checkout's delivery of one order.
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import DeliverySetting, {
  type CityFee,
  type FeeMode,
  type OtherCities,
} from '#models/delivery_setting'
import type Branch from '#models/branch'
import type { WeekDay } from '#models/branch'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { deliveryFee, type DeliveryMethod, type FeeRules } from '#services/delivery/delivery_fee'
import {
  checkRequested,
  closedDaysFor,
  permittedDates,
  type DateRules,
} from '#services/delivery/delivery_dates'

export type DeliveryRules = FeeRules & DateRules & { schedulingEnabled: boolean }

/** What the merchant saves (amounts in halalas); the validator's output. */
export interface DeliverySettingsInput {
  delivery_enabled: boolean
  fee_mode: FeeMode
  flat_fee: number
  city_fees: CityFee[]
  other_cities: OtherCities
  free_above: number | null
  pickup_enabled: boolean
  scheduling_enabled: boolean
  lead_days: number
  time_slots: string[]
  closed_days: WeekDay[]
}

/** What an order is given: its method, fee, pick-up branch, and requested date and slot. */
export interface OrderDelivery {
  method: DeliveryMethod
  fee: number
  branchId: number | null
  requestedDate: string | null
  requestedSlot: string | null
}

/**
 * Where an order goes, the one rule of the checkout page and the API: a delivery needs an address, a
 * pick-up a branch (and no address). `branchField` names the branch as the request does.
 */
export function requireDestination(
  method: DeliveryMethod,
  has: { address: boolean; branch: boolean },
  branchField = 'branch_id'
) {
  if (method === 'delivery' && !has.address) throw new DomainError('address_required')
  if (method === 'pickup' && !has.branch) {
    throw new DomainError('branch_required', {}, branchField)
  }
}

export const DeliverySettings = {
  /** A website that never saved the page: delivery on, fee 0, no pick-up, no requested date. */
  defaults(): DeliveryRules {
    return {
      deliveryEnabled: true,
      pickupEnabled: false,
      feeMode: 'flat',
      flatFee: 0,
      cityFees: [],
      otherCities: 'flat',
      freeAbove: null,
      schedulingEnabled: false,
      leadDays: 0,
      timeSlots: [],
      closedDays: ['fri'],
    }
  },

  async of(website: Website, trx?: TransactionClientContract): Promise<DeliveryRules> {
    const row = await DeliverySetting.query(trx ? { client: trx } : {})
      .where('website_id', website.id)
      .first()
    if (!row) return DeliverySettings.defaults()
    return {
      deliveryEnabled: row.deliveryEnabled,
      pickupEnabled: row.pickupEnabled,
      feeMode: row.feeMode,
      flatFee: row.flatFee,
      cityFees: row.cityFees ?? [],
      otherCities: row.otherCities,
      freeAbove: row.freeAbove,
      schedulingEnabled: row.schedulingEnabled,
      leadDays: row.leadDays,
      timeSlots: row.timeSlots ?? [],
      closedDays: row.closedDays ?? [],
    }
  },

  /** Saves the page; at least one way to receive an order stays on (delivery or pick-up). */
  async save(website: Website, input: DeliverySettingsInput) {
    if (!input.delivery_enabled && !input.pickup_enabled) {
      throw new DomainError('delivery_method_required')
    }
    if (input.pickup_enabled && !(await website.related('branches').query().select('id').first())) {
      throw new DomainError('pickup_branch_missing')
    }
    const values = {
      deliveryEnabled: input.delivery_enabled,
      feeMode: input.fee_mode,
      flatFee: input.flat_fee,
      cityFees: input.fee_mode === 'city' ? input.city_fees : [],
      otherCities: input.other_cities,
      freeAbove: input.free_above,
      pickupEnabled: input.pickup_enabled,
      schedulingEnabled: input.scheduling_enabled,
      leadDays: input.lead_days,
      timeSlots: [...new Set(input.time_slots)].sort(),
      closedDays: input.closed_days,
    }
    await DeliverySetting.updateOrCreate({ websiteId: website.id }, values)
  },

  /** The dates and slots offered for an order taken from a branch (pick-up) or delivered. */
  datesFor(rules: DeliveryRules, branch: Branch | null, now?: DateTime) {
    if (!rules.schedulingEnabled) return []
    const hours = branch?.workingHours ?? null
    return permittedDates(rules, closedDaysFor(rules, hours), now ?? DateTime.now(), hours)
  },

  /**
   * The delivery of an order being placed, computed here and never read from the browser: the method
   * must be on, a pick-up needs one of the website's branches, the fee follows the address's city and
   * the products' total, and a requested date and slot are checked when the merchant asks for them.
   */
  resolve(
    rules: DeliveryRules,
    input: {
      method: DeliveryMethod
      /** whether the order has an address to go to (a delivery needs one) */
      hasAddress: boolean
      city: string | null
      itemsTotal: number
      branch: Branch | null
      requestedDate?: string | null
      requestedSlot?: string | null
    },
    now: DateTime = DateTime.now()
  ): OrderDelivery {
    const priced = deliveryFee(rules, input)
    // a method that is off is said first; then where the order goes; then the address's city
    if ('refused' in priced && priced.refused !== 'delivery_city_not_served') {
      throw new DomainError(priced.refused)
    }
    requireDestination(input.method, { address: input.hasAddress, branch: !!input.branch })
    if ('refused' in priced) throw new DomainError(priced.refused)
    let requestedDate: string | null = null
    let requestedSlot: string | null = null
    if (rules.schedulingEnabled) {
      const pickupBranch = input.method === 'pickup' ? input.branch : null
      const hours = pickupBranch?.workingHours ?? null
      const closed = closedDaysFor(rules, hours)
      const requested = { date: input.requestedDate ?? null, slot: input.requestedSlot ?? null }
      const refusal = checkRequested(rules, closed, requested, now, hours)
      if (refusal) throw new DomainError(refusal)
      requestedDate = requested.date
      requestedSlot = rules.timeSlots.length > 0 ? requested.slot : null
    }
    return {
      method: input.method,
      fee: priced.fee,
      branchId: input.branch?.id ?? null,
      requestedDate,
      requestedSlot,
    }
  },
}
