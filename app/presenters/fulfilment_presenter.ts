// An order's fulfilment steps as pages and the API show them: the step, the timeline, the next moves.
import type Order from '#models/order'
import type PurchaseEvent from '#models/purchase_event'
import {
  STEP_ACTIONS,
  STEP_LABELS,
  nextSteps,
  stepOf,
  type FulfilmentStep,
} from '#services/fulfilment/fulfilment_steps'

type StepOrder = Pick<Order, 'fulfilmentStep' | 'status' | 'shippingAddress'>

/** The history row that records each step: delivered is the spec's completion ('success'). */
function stepOfEvent(event: PurchaseEvent): FulfilmentStep | null {
  if (event.action === 'success') return 'delivered'
  // a representative's pick-up sent it out for delivery (delivery.ts)
  if (event.action === 'picked_up') return 'out_for_delivery'
  const action = event.action as string
  return action === 'confirmed' ||
    action === 'preparing' ||
    action === 'ready' ||
    action === 'out_for_delivery'
    ? action
    : null
}

/** ready (picked up at a branch) or out for delivery: the one the order took, else by its address. */
function pathOf(order: StepOrder, reached: Set<FulfilmentStep>): FulfilmentStep[] {
  const middle: FulfilmentStep[] = []
  if (reached.has('ready')) middle.push('ready')
  if (reached.has('out_for_delivery')) middle.push('out_for_delivery')
  if (middle.length === 0) middle.push(order.shippingAddress ? 'out_for_delivery' : 'ready')
  return ['confirmed', 'preparing', ...middle, 'delivered']
}

export interface TimelineEntry {
  step: FulfilmentStep | 'cancel'
  label: string
  /** when it was recorded; null for a step not reached, or one skipped over */
  at: string | null
  /** who recorded it (the dashboard's timeline only) */
  actorName: string | null
  done: boolean
  current: boolean
}

export const FulfilmentPresenter = {
  /** The step an order is at, with its Arabic name (null: not confirmed yet). */
  step(order: Pick<Order, 'fulfilmentStep' | 'status'>) {
    const step = stepOf(order)
    return { fulfilmentStep: step, fulfilmentStepLabel: step ? STEP_LABELS[step] : null }
  },

  /**
   * Every step of the order's way, each done or not, with when (and, for the merchant, by whom) it was
   * recorded; a cancelled order ends with its cancellation.
   */
  timeline(order: StepOrder, events: PurchaseEvent[], withActors: boolean): TimelineEntry[] {
    const current = stepOf(order)
    const recorded = new Map<FulfilmentStep, PurchaseEvent>()
    for (const event of events) {
      const step = stepOfEvent(event)
      if (step) recorded.set(step, event)
    }
    const reached = new Set<FulfilmentStep>(recorded.keys())
    if (current) reached.add(current)
    const path = pathOf(order, reached)
    const at = current ? path.indexOf(current) : -1
    const entries: TimelineEntry[] = path.map((step, index) => {
      const event = recorded.get(step)
      return {
        step,
        label: STEP_LABELS[step],
        at: event?.createdAt.toISO() ?? null,
        actorName: withActors && event ? event.actorName : null,
        done: index <= at,
        current: index === at,
      }
    })
    const cancel = events.find((event) => event.action === 'cancel')
    if (order.status === 'cancel') {
      entries.push({
        step: 'cancel',
        label: 'ملغي',
        at: cancel?.createdAt.toISO() ?? null,
        actorName: withActors && cancel ? cancel.actorName : null,
        done: true,
        current: true,
      })
    }
    return entries
  },

  /** The merchant's buttons: each step the order may move to now, the nearest first. */
  moves(order: Pick<Order, 'fulfilmentStep' | 'status'>) {
    return nextSteps(order.status, stepOf(order)).map((step) => ({
      value: step,
      label: STEP_ACTIONS[step],
    }))
  },
}
