// A merchant form's definition (dashboard and /api/v1): title, slug, texts, active, and its fields in order.
import vine from '@vinejs/vine'
import { flag, slugField, type SlugMeta } from '#validators/content_fields'
import { FORM_FIELD_TYPES } from '#services/forms/field_types'

/** Most fields a form may have, and options a choice field may list. */
const MAX_FORM_FIELDS = 30
const MAX_FIELD_CHOICES = 20

/**
 * The fields come in the order the merchant set; `key` is sent back for a field being edited (a new
 * field has none). Choice types need at least two options (checked by the service, per field).
 */
export const formValidator = vine.withMetaData<SlugMeta>().compile(
  vine.object({
    title: vine.string().trim().minLength(2).maxLength(150),
    slug: slugField('forms', 120),
    intro: vine.string().trim().maxLength(1000).nullable().optional(),
    success_message: vine.string().trim().maxLength(500).nullable().optional(),
    active: flag(),
    fields: vine
      .array(
        vine.object({
          key: vine
            .string()
            .trim()
            .regex(/^[a-z0-9]{1,20}$/)
            .optional(),
          type: vine.enum(FORM_FIELD_TYPES),
          label: vine.string().trim().minLength(1).maxLength(150),
          help: vine.string().trim().maxLength(300).nullable().optional(),
          required: flag(),
          choices: vine
            .array(vine.string().trim().minLength(1).maxLength(100))
            .maxLength(MAX_FIELD_CHOICES)
            .optional(),
        })
      )
      .minLength(1)
      .maxLength(MAX_FORM_FIELDS),
  })
)
