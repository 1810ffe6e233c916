import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { ACTIVITY_TYPES, ENTITY_TYPES, normalizeLegalId } from '#services/auth/legal_ids'
import type { EntityType } from '#services/auth/legal_ids'
import { normalizeUsername, usernameProblem } from '#services/auth/website_usernames'

/**
 * The legal id of the chosen entity: a 10-digit CR number for an institution or company, a freelance
 * document number (FL- and 9 digits) for an individual. Stored normalized.
 */
const legalIdRule = vine.createRule((value: unknown, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const entityType = field.parent?.entity_type as EntityType | undefined
  if (!entityType || !(ENTITY_TYPES as readonly string[]).includes(entityType)) return
  const legalId = normalizeLegalId(entityType, value)
  if (!legalId) {
    const rule = entityType === 'individual' ? 'freelanceDocument' : 'commercialRegistration'
    field.report('رقم غير صحيح', rule, field)
    return
  }
  field.mutate(legalId, field)
})

/**
 * Lowercase latin letters, digits and '-', 3 to 30, not reserved, not taken (DESIGN.md section 3). With
 * `meta: { websiteId }` (the settings form), that website's own current and old usernames are free.
 */
export const websiteUsernameRule = vine.createRule(
  async (value: unknown, _options, field: FieldContext) => {
    if (typeof value !== 'string') return
    const username = normalizeUsername(value)
    const websiteId = field.meta?.websiteId as number | undefined
    const problem = await usernameProblem(username, websiteId)
    if (problem === 'format') field.report('اسم غير صالح', 'usernameFormat', field)
    else if (problem === 'reserved') field.report('اسم محجوز', 'usernameReserved', field)
    else if (problem === 'taken') field.report('اسم مستخدم', 'usernameTaken', field)
    else field.mutate(username, field)
  },
  { isAsync: true }
)

/** Step 3 of the merchant sign-up: what the business is, who owns it, and the website's address. */
export const onboardingValidator = vine.compile(
  vine.object({
    activity_type: vine.enum(ACTIVITY_TYPES),
    entity_type: vine.enum(ENTITY_TYPES),
    legal_id: vine.string().trim().use(legalIdRule()),
    site_name: vine.string().trim().minLength(3).maxLength(100),
    username: vine.string().trim().use(websiteUsernameRule()),
  })
)

/** The live availability check (GET /onboarding/username): the username rule alone. */
export const usernameAvailabilityValidator = vine.compile(
  vine.object({
    username: vine.string().trim().use(websiteUsernameRule()),
  })
)
