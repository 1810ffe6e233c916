import { latinDigits } from '#services/auth/digits'

/**
 * Business activity and legal entity of a merchant (SPEC.md section 9). The stored codes keep the spec's
 * spelling ('resturant', 'inistitution-company'): other systems read them.
 */
export const ACTIVITY_TYPES = [
  'resturant',
  'clinic',
  'barber',
  'shop',
  'salon',
  // a business run from home (أسر منتجة): bakeries, sweets, crafts
  'home_business',
  'custom',
] as const
export const ENTITY_TYPES = ['inistitution-company', 'individual'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]
export type EntityType = (typeof ENTITY_TYPES)[number]

/**
 * The legal id depends on the entity:
 * - an institution or company gives its commercial registration (CR) number: 10 digits
 *   (e.g. 1010456789; the unified national number 7XXXXXXXXX has the same shape);
 * - an individual gives the number of the freelance document (وثيقة العمل الحر) issued by the Ministry of
 *   Human Resources on freelance.sa, written FL- followed by 9 digits (FL-123456789). The 9 digits
 *   alone, 'fl123456789' or Arabic-Indic digits are accepted and stored as FL-123456789.
 */
export function normalizeCommercialRegistration(value: string): string | null {
  const digits = latinDigits(value).replace(/[\s-]/g, '')
  return /^\d{10}$/.test(digits) ? digits : null
}

function normalizeFreelanceDocument(value: string): string | null {
  const compact = latinDigits(value).replace(/[\s-]/g, '').toUpperCase()
  const match = /^(?:FL)?(\d{9})$/.exec(compact)
  return match ? `FL-${match[1]}` : null
}

export function normalizeLegalId(entityType: EntityType, value: string): string | null {
  return entityType === 'individual'
    ? normalizeFreelanceDocument(value)
    : normalizeCommercialRegistration(value)
}
