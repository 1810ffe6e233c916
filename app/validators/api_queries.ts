import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'
import { sitePath } from '#validators/site_links'
import { PRIVILEGES } from '#models/platform_section'

/**
 * Query strings of the public /api/v1 calls (SPEC.md section 7). Bad values answer 422 with the field's
 * Arabic message rather than being guessed at.
 */
export const platformPostsQueryValidator = vine.compile(
  vine.object({
    privilege: vine.enum(PRIVILEGES),
    category: vine.string().trim().maxLength(200).optional(),
    limit: vine.number().withoutDecimals().range([1, 50]).optional(),
    page: vine.number().withoutDecimals().range([1, 10000]).optional(),
  })
)

export const privilegeQueryValidator = vine.compile(
  vine.object({
    privilege: vine.enum(PRIVILEGES),
  })
)

export const plansQueryValidator = vine.compile(
  vine.object({
    privilege: vine.enum(['website'] as const).optional(),
    limit: vine.number().withoutDecimals().range([1, 50]).optional(),
  })
)

/** Calls that serve the content site or the ordering storefront: type=content or type=order. */
export const siteTypeQueryValidator = vine.compile(
  vine.object({
    type: vine.enum(['content', 'order'] as const).optional(),
  })
)

/** A position "latitude,longitude" in degrees, the ranges in the pattern itself (the document says them). */
const NEAR_PATTERN =
  /^-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?),\s?-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)$/

/** GET /branches?type=order&near=lat,lng: the storefront's branches, nearest first when asked. */
export const branchesQueryValidator = vine.compile(
  vine.object({
    type: vine.enum(['order'] as const).optional(),
    // ?near=24.7136,46.6753: latitude (-90..90) then longitude (-180..180), the visitor's position
    // (the query-string parser reads a comma as a list: it is joined back)
    near: vine
      .string()
      .parse((value) => (Array.isArray(value) ? value.join(',') : value))
      .trim()
      .regex(NEAR_PATTERN)
      .optional(),
  })
)

export const slugQueryValidator = vine.compile(
  vine.object({
    slug: vine.string().trim().maxLength(200).optional(),
    page: vine.number().withoutDecimals().range([1, 10000]).optional(),
  })
)

export const productsQueryValidator = vine.compile(
  vine.object({
    category: vine.string().trim().maxLength(200).optional(),
    q: vine.string().trim().maxLength(100).optional(),
    page: vine.number().withoutDecimals().range([1, 10000]).optional(),
  })
)

export const pageQueryValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().range([1, 10000]).optional(),
  })
)

/** POST /vistor (SPEC.md spelling) and /visitor: the visited website. */
export const visitValidator = vine.compile(
  vine.object({
    website_id: recordIdField(),
    path: sitePath().optional(),
  })
)
