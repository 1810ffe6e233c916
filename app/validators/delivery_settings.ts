// PUT /dashboard/{username}/delivery-settings: the fee (flat or per city), free delivery, pick-up, dates.
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { riyals } from '#validators/money'
import { typedNumber } from '#validators/numbers'
import { FEE_MODES, OTHER_CITIES } from '#models/delivery_setting'
import { WEEK_DAYS } from '#models/branch'
import { SLOT_FORMAT } from '#services/delivery/delivery_dates'
import { cityKey } from '#services/delivery/delivery_fee'
import { latinDigits } from '#services/auth/digits'

/** A time slot 'HH:mm-HH:mm' (Arabic-Indic digits read as latin) that ends after it starts. */
const slotRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!SLOT_FORMAT.test(value)) {
    field.report('اكتب الوقت هكذا: 09:00-12:00', 'slotFormat', field)
  } else if (value.slice(6) <= value.slice(0, 5)) {
    field.report('وقت النهاية قبل وقت البداية.', 'slotOrder', field)
  }
})

/** A city appears once in the per-city list. */
const distinctCitiesRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (!Array.isArray(value)) return
  const keys = value.map((entry) => cityKey(String((entry as { city?: unknown })?.city ?? '')))
  if (new Set(keys).size !== keys.length) {
    field.report('كل مدينة تكتب مرة واحدة في القائمة.', 'distinctCities', field)
  }
})

const slotText = (value: unknown) =>
  typeof value === 'string' ? latinDigits(value).replace(/\s/g, '').replace(/[–—]/g, '-') : value

export const deliverySettingsValidator = vine.compile(
  vine.object({
    delivery_enabled: vine.boolean(),
    fee_mode: vine.enum(FEE_MODES),
    flat_fee: riyals({ least: 0 }),
    city_fees: vine
      .array(
        vine.object({
          city: vine.string().trim().minLength(2).maxLength(60),
          fee: riyals({ least: 0 }),
        })
      )
      .maxLength(60)
      .use(distinctCitiesRule()),
    other_cities: vine.enum(OTHER_CITIES),
    free_above: riyals().nullable().optional(),
    pickup_enabled: vine.boolean(),
    scheduling_enabled: vine.boolean(),
    lead_days: typedNumber().withoutDecimals().range([0, 30]),
    time_slots: vine.array(vine.string().parse(slotText).use(slotRule())).maxLength(8),
    closed_days: vine.array(vine.enum(WEEK_DAYS)).maxLength(6).distinct(),
  })
)
