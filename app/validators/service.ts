import vine from '@vinejs/vine'
import { typedNumber } from '#validators/numbers'
import { riyals } from '#validators/money'
import type { FieldContext } from '@vinejs/vine/types'
import {
  categoryId,
  flag,
  imageFile,
  optionFields,
  sellableFields,
} from '#validators/catalogue_fields'

const DURATION_MESSAGE = 'المدة من 5 إلى 600 دقيقة، بمضاعفات 5 دقائق.'

/** Slots are cut in 5-minute steps, so a duration is 5 to 600 minutes and a multiple of 5. */
const durationRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  const minutes = Number(value)
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 600 || minutes % 5 !== 0) {
    field.report(DURATION_MESSAGE, 'duration', field)
  }
})

const EXTRA_MINUTES_MESSAGE = 'مدة الخيار الإضافية من 0 إلى 600 دقيقة، بمضاعفات 5 دقائق.'

/** An option's extra minutes keep the booking on the 5-minute grid too (0 adds nothing). */
const extraMinutesRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  const minutes = Number(value)
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 600 || minutes % 5 !== 0) {
    field.report(EXTRA_MINUTES_MESSAGE, 'extraMinutes', field)
  }
})

/**
 * A service of the dashboard (DESIGN.md section 8): name, slug, price, old_price, duration (minutes),
 * service_category_id, options [{id?, name, extra_price?, extra_minutes?}] in their order, image, visible. An option with an id
 * renames that option, one without is added, a missing one is removed (the service checks the ids are
 * this service's). No option: the customer books 'any'.
 */
export const serviceValidator = vine.compile(
  vine.object({
    ...sellableFields(),
    duration: typedNumber().use(durationRule()),
    service_category_id: categoryId(),
    options: vine
      .array(
        vine.object({
          ...optionFields(),
          // what the option adds to the service: a price (riyals, 0 or more) and minutes (0 to 600, by 5)
          extra_price: riyals({ least: 0 }).nullable().optional(),
          extra_minutes: typedNumber().use(extraMinutesRule()).nullable().optional(),
        })
      )
      .maxLength(30)
      .distinct('name')
      .optional(),
    image: imageFile().optional(),
    remove_image: flag(),
    visible: flag(),
  })
)
