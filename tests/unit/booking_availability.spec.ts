import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { WorkingHours } from '#models/branch'
import {
  computeAvailability,
  DEFAULT_WORKING_HOURS,
  findSlot,
  slotDurationLabel,
  STORE_TIMEZONE,
  timeLabel,
} from '#services/booking/availability'

/** A fixed clock in Saudi time: Monday 23 November 2026 at 10:40. */
const riyadh = (iso: string) => DateTime.fromISO(iso, { zone: STORE_TIMEZONE })
const NOW = riyadh('2026-11-23T10:40')

const times = (days: ReturnType<typeof computeAvailability>, date: string) =>
  days.find((d) => d.date === date)!.times.map((t) => t.time)

test.group('Booking availability', () => {
  test('covers 7 days from today; Saturday and Sunday closed by the default hours', ({
    assert,
  }) => {
    const days = computeAvailability({
      now: NOW,
      workingHours: DEFAULT_WORKING_HOURS,
      durationMinutes: 60,
      busy: [],
    })
    assert.deepEqual(
      days.map((d) => d.date),
      [
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ]
    )
    assert.deepEqual(
      days.map((d) => [d.weekday, d.closed]),
      [
        ['mon', false],
        ['tue', false],
        ['wed', false],
        ['thu', false],
        ['fri', false],
        ['sat', true],
        ['sun', true],
      ]
    )
    assert.deepEqual(times(days, '2026-11-28'), [])
    assert.isFalse(days[5].full, 'a closed day is disabled, not struck through')
    assert.equal(days[0].dayName, 'الاثنين')
    assert.equal(days[5].dayName, 'السبت')
    assert.include(days[0].dayLabel, 'نوفمبر')
  })

  test('times start every half hour and end by closing; past times are not offered', ({
    assert,
  }) => {
    const days = computeAvailability({
      now: NOW,
      workingHours: DEFAULT_WORKING_HOURS,
      durationMinutes: 60,
      busy: [],
    })
    const today = times(days, '2026-11-23')
    assert.equal(today[0], '11:00', '10:00 and 10:30 are already past at 10:40')
    assert.equal(today.at(-1), '21:00', 'a 60 minute booking must end by 22:00')
    assert.lengthOf(today, 21)
    const tomorrow = times(days, '2026-11-24')
    assert.equal(tomorrow[0], '10:00')
    assert.lengthOf(tomorrow, 23)
    // the instants are UTC (Riyadh is UTC+3)
    const slot = findSlot(days, '2026-11-24', '10:00')!
    assert.equal(slot.startAt, '2026-11-24T07:00:00.000Z')
    assert.equal(slot.endAt, '2026-11-24T08:00:00.000Z')
    assert.equal(slot.label, '10:00 ص')
  })

  test('a time overlapping a pending or completed booking is not offered', ({ assert }) => {
    const busy = [
      { startAt: riyadh('2026-11-24T12:00'), endAt: riyadh('2026-11-24T13:00') },
      // a booking made in another zone is compared by instant
      {
        startAt: DateTime.fromISO('2026-11-25T12:00:00Z'),
        endAt: DateTime.fromISO('2026-11-25T13:30:00Z'),
      },
    ]
    const days = computeAvailability({
      now: NOW,
      workingHours: DEFAULT_WORKING_HOURS,
      durationMinutes: 60,
      busy,
    })
    const tue = times(days, '2026-11-24')
    assert.includeMembers(tue, ['11:00', '13:00'])
    assert.notIncludeMembers(tue, ['11:30', '12:00', '12:30'])
    // Wednesday 15:00 to 16:30 Riyadh is taken
    const wed = times(days, '2026-11-25')
    assert.includeMembers(wed, ['14:00', '16:30'])
    assert.notIncludeMembers(wed, ['14:30', '15:00', '15:30', '16:00'])
    assert.isNull(findSlot(days, '2026-11-24', '12:00'))
  })

  test('an open day left without free times is struck through (full), not closed', ({ assert }) => {
    const days = computeAvailability({
      now: NOW,
      workingHours: DEFAULT_WORKING_HOURS,
      durationMinutes: 60,
      busy: [{ startAt: riyadh('2026-11-26T00:00'), endAt: riyadh('2026-11-27T00:00') }],
    })
    const thu = days.find((d) => d.date === '2026-11-26')!
    assert.isTrue(thu.full)
    assert.isFalse(thu.closed)
    // late in the day, today's remaining times are past: today is full too
    const late = computeAvailability({
      now: riyadh('2026-11-23T21:30'),
      workingHours: DEFAULT_WORKING_HOURS,
      durationMinutes: 60,
      busy: [],
    })
    assert.isTrue(late[0].full)
  })

  test("the branch's own working hours decide the weekend and the times", ({ assert }) => {
    const day = { open: '16:00', close: '23:00' }
    const fridayOff: WorkingHours = {
      sun: day,
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: null,
      sat: day,
    }
    const days = computeAvailability({
      now: NOW,
      workingHours: fridayOff,
      durationMinutes: 90,
      busy: [],
    })
    assert.deepEqual(
      days.filter((d) => d.closed).map((d) => d.weekday),
      ['fri']
    )
    const sat = times(days, '2026-11-28')
    assert.equal(sat[0], '16:00')
    assert.equal(sat.at(-1), '21:30', 'a 90 minute booking ends by 23:00')
  })

  test('opening hours past midnight', ({ assert }) => {
    const late = { open: '20:00', close: '01:00' }
    const hours: WorkingHours = { ...DEFAULT_WORKING_HOURS, tue: late }
    const days = computeAvailability({
      now: NOW,
      workingHours: hours,
      durationMinutes: 60,
      busy: [],
    })
    assert.deepEqual(times(days, '2026-11-24'), [
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
    ])
  })

  test("durations read '1 ساعة مدة' in hours and minutes; times with ص and م", ({ assert }) => {
    assert.equal(slotDurationLabel(60), '1 ساعة مدة')
    assert.equal(slotDurationLabel(90), '1 ساعة و30 دقيقة مدة')
    assert.equal(slotDurationLabel(45), '45 دقيقة مدة')
    assert.equal(slotDurationLabel(150), '2 ساعة و30 دقيقة مدة')
    assert.equal(timeLabel('00:30'), '12:30 ص')
    assert.equal(timeLabel('12:00'), '12:00 م')
    assert.equal(timeLabel('21:30'), '09:30 م')
  })
})

test.group('Booking availability: branch seats', () => {
  const tuesday = '2026-11-24'
  const hours: WorkingHours = { ...DEFAULT_WORKING_HOURS }
  const booking = (from: string, to: string) => ({
    startAt: riyadh(`${tuesday}T${from}`),
    endAt: riyadh(`${tuesday}T${to}`),
  })

  test('one seat: a taken time is full', ({ assert }) => {
    const days = computeAvailability({
      now: NOW,
      workingHours: hours,
      durationMinutes: 60,
      busy: [booking('12:00', '13:00')],
    })
    assert.notInclude(times(days, tuesday), '12:00')
    assert.notInclude(times(days, tuesday), '11:30')
    assert.include(times(days, tuesday), '13:00')
  })

  test('two seats: a time takes two bookings, the third is refused', ({ assert }) => {
    const one = computeAvailability({
      now: NOW,
      workingHours: hours,
      seats: 2,
      durationMinutes: 60,
      busy: [booking('12:00', '13:00')],
    })
    assert.include(times(one, tuesday), '12:00')
    const two = computeAvailability({
      now: NOW,
      workingHours: hours,
      seats: 2,
      durationMinutes: 60,
      busy: [booking('12:00', '13:00'), booking('12:00', '13:00')],
    })
    assert.notInclude(times(two, tuesday), '12:00')
    assert.notInclude(times(two, tuesday), '12:30')
    assert.include(times(two, tuesday), '13:00')
  })

  test('two seats: bookings that never run at once leave a seat free', ({ assert }) => {
    // 12:00-12:30 and 12:30-13:00 never overlap each other: one seat stays free all along
    const days = computeAvailability({
      now: NOW,
      workingHours: hours,
      seats: 2,
      durationMinutes: 60,
      busy: [booking('12:00', '12:30'), booking('12:30', '13:00')],
    })
    assert.include(times(days, tuesday), '12:00')
    // with a third booking overlapping the second, 12:30-13:00 is full
    const full = computeAvailability({
      now: NOW,
      workingHours: hours,
      seats: 2,
      durationMinutes: 60,
      busy: [booking('12:00', '12:30'), booking('12:30', '13:00'), booking('12:45', '13:30')],
    })
    assert.notInclude(times(full, tuesday), '12:00')
    assert.include(times(full, tuesday), '13:30')
  })
})
