import vine from '@vinejs/vine'
import { ORDER_STATUSES, type OrderStatus } from '#models/order'
import { PAID_METHODS, type PurchaseFilters } from '#services/dashboard/purchase_desk'
import { isFulfilmentStep } from '#services/fulfilment/fulfilment_steps'

/**
 * PATCH /dashboard/{username}/orders/{id} and /bookings/{id} (DESIGN.md section 8): status (success or
 * cancel; the service refuses any move that does not start from pending), paid (true only: a payment is
 * not taken back) and the payment method of that payment.
 */
export const purchaseChangeValidator = vine.compile(
  vine.object({
    status: vine.enum(['success', 'cancel'] as const).optional(),
    paid: vine.accepted().optional(),
    payment_method: vine.enum(PAID_METHODS).optional(),
  })
)

const DAY = /^\d{4}-\d{2}-\d{2}$/

function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : value
}

/**
 * The list's filters from the query string (status, from, to, q; an order's step). A filter is a link someone may have
 * edited by hand: a value that makes no sense is dropped (the list shows unfiltered on it), never an error.
 */
export function purchaseFilters(qs: Record<string, unknown>): PurchaseFilters {
  const status = ORDER_STATUSES.includes(qs.status as OrderStatus)
    ? (qs.status as OrderStatus)
    : undefined
  const q = typeof qs.q === 'string' ? qs.q.trim().slice(0, 100) : ''
  const step = isFulfilmentStep(qs.step) ? qs.step : undefined
  return { status, from: day(qs.from), to: day(qs.to), q: q || undefined, step }
}
