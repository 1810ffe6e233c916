// The field shapes the /api/v1 components are written with (nullable strings, Saudi mobiles).
import { t } from '#http/api/api_schema'

export const str = t.string
export const nstr = () => t.nullable(t.string())
/** A stored Saudi mobile (05XXXXXXXX), or null. */
export const mobile = (description: string) =>
  t.nullable(t.string({ pattern: '^05[0-9]{8}$', description }))
