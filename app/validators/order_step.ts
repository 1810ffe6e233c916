// POST /dashboard/{username}/orders/{id}/steps: the fulfilment step an order moves to (issue 36 item 5).
import vine from '@vinejs/vine'
import { FULFILMENT_STEPS } from '#services/fulfilment/fulfilment_steps'

/** One of the steps; whether the order may move there now is the service's rule (fulfilment_steps.ts). */
export const orderStepValidator = vine.compile(
  vine.object({
    step: vine.enum(FULFILMENT_STEPS),
  })
)
