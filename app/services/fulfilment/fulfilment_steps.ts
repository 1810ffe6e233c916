// The rules of an order's fulfilment steps: their order, which moves are allowed, their Arabic names.

/**
 * confirmed -> preparing -> ready (waiting to be picked up) or out_for_delivery -> delivered. Delivered is
 * the spec's completed (status success); the steps before it keep the status pending, so a cancel stays
 * possible until the order is delivered.
 */
export const FULFILMENT_STEPS = [
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
] as const
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number]

/** How the merchant and the customer read each step (what has happened to the order). */
export const STEP_LABELS: Record<FulfilmentStep, string> = {
  confirmed: 'تم التأكيد',
  preparing: 'قيد التجهيز',
  ready: 'جاهز للاستلام',
  out_for_delivery: 'في الطريق إليك',
  delivered: 'تم التسليم',
}

/** What the merchant's button says to move an order to each step. */
export const STEP_ACTIONS: Record<FulfilmentStep, string> = {
  confirmed: 'تأكيد الطلب',
  preparing: 'بدء التجهيز',
  ready: 'جاهز للاستلام',
  out_for_delivery: 'خرج للتوصيل',
  delivered: 'تم التسليم',
}

/** Where each step stands: a move goes to a later rank only (a ready order may still go out for delivery). */
const RANK: Record<FulfilmentStep, number> = {
  confirmed: 1,
  preparing: 2,
  ready: 3,
  out_for_delivery: 4,
  delivered: 5,
}

export function isFulfilmentStep(value: unknown): value is FulfilmentStep {
  return (FULFILMENT_STEPS as readonly unknown[]).includes(value)
}

/** The step an order is at: its column, or delivered for one completed before the steps existed. */
export function stepOf(order: { fulfilmentStep: string | null; status: string }) {
  if (isFulfilmentStep(order.fulfilmentStep)) return order.fulfilmentStep
  return order.status === 'success' ? ('delivered' as const) : null
}

/**
 * Whether an order of this status at `from` (null: not confirmed yet) may move to `to`: forward only,
 * one step or several at once, never back; a cancelled or completed order moves no more.
 */
export function canMove(status: string, from: FulfilmentStep | null, to: FulfilmentStep) {
  if (status !== 'pending') return false
  return RANK[to] > (from ? RANK[from] : 0)
}

/** The steps an order may move to now, the nearest first. */
export function nextSteps(status: string, from: FulfilmentStep | null): FulfilmentStep[] {
  return FULFILMENT_STEPS.filter((to) => canMove(status, from, to))
}

/**
 * The one step forward of the phone board's button: the nearest allowed step on the order's own way,
 * a pick-up skipping out for delivery and a delivery skipping ready for pick-up; null when none is left.
 */
export function nextStepOf(order: {
  status: string
  fulfilmentStep: string | null
  deliveryMethod: string | null
}): FulfilmentStep | null {
  const skipped = order.deliveryMethod === 'pickup' ? 'out_for_delivery' : 'ready'
  return nextSteps(order.status, stepOf(order)).find((step) => step !== skipped) ?? null
}

/** The steps from which a move to `to` is allowed (null: an order not confirmed yet). */
export function stepsBefore(to: FulfilmentStep): (FulfilmentStep | null)[] {
  return [null, ...FULFILMENT_STEPS.filter((from) => RANK[from] < RANK[to])]
}

/**
 * A representative's step (issue 31) as a fulfilment step: picking the order up sends it out for
 * delivery, delivering it delivers it; collecting the cash and a failed attempt move nothing.
 */
export function stepOfDelivery(step: string): FulfilmentStep | null {
  if (step === 'picked_up') return 'out_for_delivery'
  if (step === 'delivered') return 'delivered'
  return null
}
