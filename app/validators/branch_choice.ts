import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'

/**
 * The storefront's branch picker: the id must be one of THIS website's branches (another website's
 * branch id is refused like an unknown one).
 */
export const branchChoiceValidator = vine.withMetaData<{ websiteId: number }>().compile(
  vine.object({
    branchId: recordIdField().exists(async (db, value, field) => {
      const branch = await db
        .from('branches')
        .where('id', value)
        .where('website_id', field.meta.websiteId)
        .select('id')
        .first()
      return Boolean(branch)
    }),
  })
)
