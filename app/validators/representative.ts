// Delivery representatives (issue 31 item 2): the merchant's list, an order's assignment, a step.
import vine from '@vinejs/vine'
import { saudiMobileRule } from '#validators/mobile'
import { recordIdField } from '#validators/record_id'

/** A representative: name, Saudi mobile (stored 05XXXXXXXX), active. */
export const representativeValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    mobile: vine.string().trim().use(saudiMobileRule()),
    is_active: vine.boolean().optional(),
  })
)

/** An order's representative: one of the website's active representatives, or null to unassign. */
export const assignRepresentativeValidator = vine.compile(
  vine.object({
    representative_id: recordIdField().nullable(),
  })
)

/** The steps the representative's page sends; a failed delivery says why. */
const DELIVERY_STEPS = ['picked_up', 'delivered', 'collected', 'failed'] as const
export type DeliveryStep = (typeof DELIVERY_STEPS)[number]

export const deliveryStepValidator = vine.compile(
  vine.object({
    step: vine.enum(DELIVERY_STEPS),
    note: vine.string().trim().maxLength(500).optional().requiredWhen('step', '=', 'failed'),
  })
)
