// The delivery fee (flat, per city, free above an amount, pick-up) and the dates a customer may ask for.
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { deliveryFee, type FeeRules } from '#services/delivery/delivery_fee'
import { checkRequested, permittedDates, STORE_ZONE } from '#services/delivery/delivery_dates'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import { DomainError } from '#exceptions/domain_error'
import type Branch from '#models/branch'

const flat: FeeRules = {
  deliveryEnabled: true,
  pickupEnabled: true,
  feeMode: 'flat',
  flatFee: 1500,
  cityFees: [],
  otherCities: 'flat',
  freeAbove: 20000,
  timeSlots: [],
} as FeeRules

const byCity: FeeRules = {
  ...flat,
  feeMode: 'city',
  cityFees: [
    { city: 'الرياض', fee: 1000 },
    { city: 'مكة المكرمة', fee: 3000 },
  ],
}

test.group('Delivery fee', () => {
  test('a flat fee below the free amount, free from the amount on', ({ assert }) => {
    assert.deepEqual(deliveryFee(flat, { method: 'delivery', city: 'جدة', itemsTotal: 19999 }), {
      fee: 1500,
      free: false,
    })
    assert.deepEqual(deliveryFee(flat, { method: 'delivery', city: 'جدة', itemsTotal: 20000 }), {
      fee: 0,
      free: true,
    })
    const never = { ...flat, freeAbove: null }
    assert.deepEqual(deliveryFee(never, { method: 'delivery', city: null, itemsTotal: 10 ** 7 }), {
      fee: 1500,
      free: false,
    })
  })

  test('a per-city fee, the city written another way, and unlisted cities', ({ assert }) => {
    const of = (rules: FeeRules, city: string) =>
      deliveryFee(rules, { method: 'delivery', city, itemsTotal: 5000 })
    assert.deepEqual(of(byCity, 'الرياض'), { fee: 1000, free: false })
    assert.deepEqual(of(byCity, ' رياض '), { fee: 1000, free: false })
    assert.deepEqual(of(byCity, 'مكه المكرمه'), { fee: 3000, free: false })
    // an unlisted city pays the flat fee, or is refused when the merchant says so
    assert.deepEqual(of(byCity, 'أبها'), { fee: 1500, free: false })
    assert.deepEqual(of({ ...byCity, otherCities: 'refuse' }, 'أبها'), {
      refused: 'delivery_city_not_served',
    })
    // the free amount applies to a city's fee too
    assert.deepEqual(
      deliveryFee(byCity, { method: 'delivery', city: 'مكة المكرمة', itemsTotal: 25000 }),
      { fee: 0, free: true }
    )
  })

  test('a pick-up costs nothing, and a method that is off is refused', ({ assert }) => {
    assert.deepEqual(deliveryFee(flat, { method: 'pickup', city: null, itemsTotal: 100 }), {
      fee: 0,
      free: false,
    })
    assert.deepEqual(
      deliveryFee(
        { ...flat, pickupEnabled: false },
        { method: 'pickup', city: null, itemsTotal: 1 }
      ),
      { refused: 'pickup_disabled' }
    )
    assert.deepEqual(
      deliveryFee(
        { ...flat, deliveryEnabled: false },
        { method: 'delivery', city: 'جدة', itemsTotal: 1 }
      ),
      { refused: 'delivery_disabled' }
    )
  })
})

test.group('Requested date and slot', () => {
  // Wednesday 25 November 2026, 10:30 in Riyadh
  const now = DateTime.fromISO('2026-11-25T10:30', { zone: STORE_ZONE })
  const rules = {
    leadDays: 2,
    timeSlots: ['09:00-12:00', '12:00-15:00'],
    closedDays: ['fri' as const],
  }

  test('no date inside the lead time or on a Friday', ({ assert }) => {
    const dates = permittedDates(rules, rules.closedDays, now).map((d) => d.date)
    // Friday the 27th is the first day after the lead time, and closed
    assert.equal(dates[0], '2026-11-28')
    assert.notInclude(dates, '2026-11-25')
    assert.notInclude(dates, '2026-11-26')
    assert.notInclude(dates, '2026-11-27')
    assert.notInclude(dates, '2026-12-04')
    assert.equal(permittedDates(rules, rules.closedDays, now)[0].label, 'السبت 28/11/2026')
    assert.equal(
      checkRequested(rules, rules.closedDays, { date: '2026-11-26', slot: '09:00-12:00' }, now),
      'delivery_date_invalid'
    )
    assert.equal(
      checkRequested(rules, rules.closedDays, { date: '2026-11-24', slot: '09:00-12:00' }, now),
      'delivery_date_invalid'
    )
    assert.equal(
      checkRequested(rules, rules.closedDays, { date: null, slot: null }, now),
      'delivery_date_required'
    )
    assert.equal(
      checkRequested(rules, rules.closedDays, { date: '2026-11-28', slot: '15:00-18:00' }, now),
      'delivery_slot_invalid'
    )
    assert.isNull(
      checkRequested(rules, rules.closedDays, { date: '2026-11-28', slot: '12:00-15:00' }, now)
    )
  })

  test('today, without a lead time, offers only the slots still ahead', ({ assert }) => {
    const today = permittedDates({ ...rules, leadDays: 0 }, [], now)[0]
    assert.equal(today.date, '2026-11-25')
    assert.deepEqual(today.slots, ['12:00-15:00'])
    const late = DateTime.fromISO('2026-11-25T13:00', { zone: STORE_ZONE })
    assert.equal(permittedDates({ ...rules, leadDays: 0 }, [], late)[0].date, '2026-11-26')
  })

  test("a pick-up follows its branch's days; resolve never trusts a fee from outside", ({
    assert,
  }) => {
    const settings = {
      ...DeliverySettings.defaults(),
      ...flat,
      schedulingEnabled: true,
      ...rules,
    }
    const open = { open: '09:00', close: '21:00' }
    const branch = {
      id: 7,
      workingHours: { sun: open, mon: open, tue: open, wed: open, thu: open, fri: open, sat: null },
    } as unknown as Branch
    // Friday is open at this branch, Saturday closed
    const dates = DeliverySettings.datesFor(settings, branch, now).map((d) => d.date)
    assert.equal(dates[0], '2026-11-27')
    assert.notInclude(dates, '2026-11-28')
    const order = DeliverySettings.resolve(
      settings,
      {
        method: 'pickup',
        hasAddress: false,
        city: null,
        itemsTotal: 100,
        branch,
        requestedDate: '2026-11-27',
        requestedSlot: '09:00-12:00',
      },
      now
    )
    assert.deepEqual(order, {
      method: 'pickup',
      fee: 0,
      branchId: 7,
      requestedDate: '2026-11-27',
      requestedSlot: '09:00-12:00',
    })
    const refused = (() => {
      try {
        DeliverySettings.resolve(
          settings,
          { method: 'pickup', hasAddress: false, city: null, itemsTotal: 1, branch: null },
          now
        )
      } catch (error) {
        return error
      }
    })()
    assert.instanceOf(refused, DomainError)
    assert.equal((refused as DomainError).reason, 'branch_required')
    const delivered = DeliverySettings.resolve(
      settings,
      {
        method: 'delivery',
        hasAddress: true,
        city: 'جدة',
        itemsTotal: 100,
        branch: null,
        requestedDate: '2026-11-28',
        requestedSlot: '09:00-12:00',
      },
      now
    )
    assert.equal(delivered.fee, 1500)
  })

  test("a pick-up's slots lie within its branch's hours that day; a slot outside is refused", ({
    assert,
  }) => {
    const settings = {
      ...DeliverySettings.defaults(),
      ...flat,
      schedulingEnabled: true,
      leadDays: 2,
      timeSlots: ['09:00-12:00', '12:00-15:00', '18:00-21:00'],
      closedDays: [],
    }
    const day = { open: '09:00', close: '21:00' }
    // Saturday afternoon only, Sunday after midnight, Monday closed
    const branch = {
      id: 9,
      workingHours: {
        sat: { open: '12:00', close: '18:00' },
        sun: { open: '18:00', close: '02:00' },
        mon: null,
        tue: day,
        wed: day,
        thu: day,
        fri: day,
      },
    } as unknown as Branch
    const dates = DeliverySettings.datesFor(settings, branch, now)
    const slotsOf = (date: string) => dates.find((d) => d.date === date)?.slots
    assert.deepEqual(slotsOf('2026-11-28'), ['12:00-15:00'])
    assert.deepEqual(slotsOf('2026-11-29'), ['18:00-21:00'])
    assert.isUndefined(slotsOf('2026-11-30'), 'a closed day offers none')
    assert.deepEqual(slotsOf('2026-12-01'), settings.timeSlots)
    // the delivery keeps the store's slots
    const delivery = DeliverySettings.datesFor(settings, null, now)
    assert.deepEqual(delivery.find((d) => d.date === '2026-11-28')?.slots, settings.timeSlots)

    const pickup = (slot: string) => {
      try {
        DeliverySettings.resolve(
          settings,
          {
            method: 'pickup',
            hasAddress: false,
            city: null,
            itemsTotal: 1,
            branch,
            requestedDate: '2026-11-28',
            requestedSlot: slot,
          },
          now
        )
        return null
      } catch (error) {
        return (error as DomainError).reason
      }
    }
    assert.isNull(pickup('12:00-15:00'))
    assert.equal(pickup('09:00-12:00'), 'pickup_slot_closed')
    assert.equal(pickup('18:00-21:00'), 'pickup_slot_closed')
    assert.equal(pickup('10:00-11:00'), 'delivery_slot_invalid')
  })

  test('a delivery without an address is refused before its fee', ({ assert }) => {
    const settings = { ...DeliverySettings.defaults(), ...byCity, otherCities: 'refuse' as const }
    try {
      DeliverySettings.resolve(settings, {
        method: 'delivery',
        hasAddress: false,
        city: null,
        itemsTotal: 1,
        branch: null,
      })
      assert.fail('refused')
    } catch (error) {
      assert.equal((error as DomainError).reason, 'address_required')
    }
  })
})
