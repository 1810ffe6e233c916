// The domain errors of an order's fulfilment steps (issue 36 item 5).
import { STEP_LABELS, isFulfilmentStep } from '#services/fulfilment/fulfilment_steps'
import type { DomainErrorEntry } from '#exceptions/errors/entry'

const STATUS_WORDS: Record<string, string> = { success: 'تم التسليم', cancel: 'ملغي' }

/** how a refused move names where the order stands */
function standing(status: string | number, step: string | number) {
  if (status !== 'pending') return STATUS_WORDS[status] ?? String(status)
  return isFulfilmentStep(step) ? STEP_LABELS[step] : 'بانتظار التأكيد'
}

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const FULFILMENT_ERRORS = {
  order_step_not_allowed: {
    status: 409,
    message: ({ status, step }) =>
      `لا يمكن نقل الطلب إلى هذه المرحلة: حالته الآن «${standing(status, step)}»، والطلب يتقدم ولا يرجع إلى مرحلة سابقة.`,
  },
} satisfies Record<string, DomainErrorEntry>
