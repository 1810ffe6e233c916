import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { MAP_LINK_MESSAGES, parseMapLink } from '#services/branches/branch_location'
import { typedNumber } from '#validators/numbers'
import { contactPhoneField } from '#validators/mobile'

/** 'HH:mm' on a 24-hour clock, 00:00 to 23:59. */
const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The closing time of an open day comes after its opening time (same day; '09:00' < '21:00' compares
 * as text because both are 'HH:mm'). A closed day's times are not checked.
 */
const afterOpeningRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  const parent = field.parent as { open?: unknown; from?: unknown }
  if (parent.open !== true || typeof parent.from !== 'string') return
  if (!TIME_FORMAT.test(parent.from)) return
  if (value <= parent.from) field.report('وقت الإغلاق قبل وقت الفتح', 'timeAfter', field)
})

/** An open day needs its two times; a closed day may leave them empty. */
const requiredWhenOpenRule = vine.createRule(
  (value: unknown, _options, field: FieldContext) => {
    const parent = field.parent as { open?: unknown }
    if (parent.open === true && (value === undefined || value === null || value === '')) {
      field.report('الحقل ضروري.', 'required', field)
    }
  },
  { implicit: true }
)

/** A pasted map link must carry coordinates (a short link cannot be read offline: its own message). */
const mapLinkRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  const parsed = parseMapLink(value)
  if (typeof parsed === 'string') field.report(MAP_LINK_MESSAGES[parsed], 'mapLink', field)
})

const time = () => vine.string().trim().regex(TIME_FORMAT).optional().use(requiredWhenOpenRule())

/**
 * A branch of the dashboard (DESIGN.md section 8): name, address, phone, seats (bookings one time slot
 * takes at once) and the week's hours, 7 × {day (0 Sunday to 6 Saturday), open, from, to}. Its
 * location (issue 31, nearest branch): a pasted map link, or latitude and longitude ("my location"), or
 * clear_location; absent, the stored location stays.
 */
export const branchValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    address: vine.string().trim().maxLength(255).optional(),
    phone: contactPhoneField().optional(),
    seats: typedNumber().withoutDecimals().min(1).max(50),
    map_link: vine.string().trim().maxLength(2000).use(mapLinkRule()).optional(),
    latitude: vine.number().range([-90, 90]).optional().requiredIfExists('longitude'),
    longitude: vine.number().range([-180, 180]).optional().requiredIfExists('latitude'),
    clear_location: vine.boolean().optional(),
    hours: vine
      .array(
        vine.object({
          day: vine.number().withoutDecimals().range([0, 6]),
          open: vine.boolean(),
          from: time(),
          to: time().use(afterOpeningRule()),
        })
      )
      .fixedLength(7)
      .distinct('day'),
  })
)
