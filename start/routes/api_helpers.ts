// Schema shorthands shared by the /api/v1 route files (start/routes/api_*.ts).
import { recordIdMatcher } from '#http/input/record_ids'
import { t, paginationMetaSchema } from '#http/api/api_schema'

export const id = recordIdMatcher()
export const str = t.string
export const nstr = () => t.nullable(t.string())
export const ref = t.ref
export const siteType = { type: { description: 'content or order (default)' } }
export const page = { description: 'page number, from 1' }

export const signedIn = t.object({
  status: t.bool(),
  user: ref('Customer'),
  authorisation: ref('Authorisation'),
  refresh_token: str(),
  refresh_token_expires_at: t.date(),
})
export const paginated = (key: string, item: ReturnType<typeof ref>, extra = {}) =>
  t.object({ [key]: t.array(item), data: t.array(item), meta: paginationMetaSchema, ...extra })

/** limit and cursor of every merchant list, beside the list's own filters */
export const cursorQuery = {
  limit: { ...t.int(), description: '1-100 rows (default 20)' },
  cursor: { ...t.string(), description: 'from next_cursor / prev_cursor or the Link header' },
}

/** A merchant list's answer: a cursor page of the item (any object when not given). */
export const cursorPage = (
  item: ReturnType<typeof t.object> | ReturnType<typeof t.map> = t.map()
) =>
  t.object({
    data: t.array(item),
    next_cursor: t.nullable(t.string()),
    prev_cursor: t.nullable(t.string()),
  })

export const merchant = t.object({
  id: t.int(),
  name: str(),
  email: str({ format: 'email' }),
  phone: str(),
  role: str(),
  permissions: t.array(str()),
  email_verified: t.bool(),
})
export const merchantSignedIn = t.object({
  status: t.bool(),
  user: merchant,
  token: str(),
  authorisation: ref('Authorisation'),
  refresh_token: str(),
  refresh_token_expires_at: t.date(),
})
