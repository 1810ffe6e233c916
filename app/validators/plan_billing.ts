// The plan page's checkout: which plan and for which period (the amount is the server's).
import vine from '@vinejs/vine'
import { BILLING_PERIODS } from '#models/subscription'
import { recordIdField } from '#validators/record_id'

/** POST /dashboard/{username}/plan/checkouts */
export const planCheckoutValidator = vine.compile(
  vine.object({
    plan_id: recordIdField(),
    period: vine.enum(BILLING_PERIODS),
  })
)
