// The id of one of the website's active forms (a custom page's form, a home page's form block).
import type { FieldContext } from '@vinejs/vine/types'
import type { Database } from '@adonisjs/lucid/database'
import { recordIdField } from '#validators/record_id'

/**
 * A form id that must name one of THIS website's active forms (meta.websiteId): another website's
 * form and a hidden one are refused with the same Arabic message as a form that does not exist.
 */
export const activeFormField = () =>
  recordIdField().exists(async (db: Database, value: number, field: FieldContext) => {
    const form = await db
      .from('forms')
      .where('id', value)
      .where('website_id', field.meta.websiteId)
      .where('is_active', true)
      .select('id')
      .first()
    return Boolean(form)
  })
