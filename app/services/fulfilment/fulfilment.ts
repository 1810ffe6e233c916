// An order's fulfilment steps as the merchant (or a delivery representative) moves them, with the history.
import db from '@adonisjs/lucid/services/db'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PurchaseDesk, type PurchaseActor } from '#services/dashboard/purchase_desk'
import {
  canMove,
  stepOf,
  stepsBefore,
  type FulfilmentStep,
} from '#services/fulfilment/fulfilment_steps'
import { StepRecords } from '#services/fulfilment/step_records'
import { sqlNow } from '#services/sql_time'

/** knex answers the affected row count as a number (or an array on some drivers). */
function affected(result: unknown): number {
  return Array.isArray(result) ? result.length : Number(result)
}

/**
 * Moves one order of the website forward to a step (fulfilment_steps.ts says which moves are allowed),
 * records who did it and when, tells the webhooks in the same transaction and the customer after the
 * commit. Delivered is the spec's completion: the purchase desk's pending -> success change, which
 * moves the step with it. Another website's id is a 404. A representative's steps come here too
 * (delivery.ts, through stepOfDelivery): picked up is out for delivery, recorded as 'picked_up'.
 */
export const Fulfilment = {
  async move(
    website: Website,
    actor: PurchaseActor,
    id: number,
    to: FulfilmentStep,
    /** the history row's action when another module's step moves it (a representative's 'picked_up') */
    options: { action?: 'picked_up' } = {}
  ) {
    const order = await website.related('orders').query().where('id', id).firstOrFail()
    const previous = stepOf(order)
    const refused = (status: string, step: FulfilmentStep | null) =>
      new DomainError('order_step_not_allowed', { status, step: step ?? '' })
    if (!canMove(order.status, previous, to)) throw refused(order.status, previous)

    if (to === 'delivered') {
      await PurchaseDesk.change(website, actor, 'order', order.id, { status: 'success' })
      return order
    }

    const allowedFrom = stepsBefore(to).filter((step): step is FulfilmentStep => step !== null)
    await db.transaction(async (trx) => {
      // written once: the UPDATE matches a pending order at an earlier step only, so of two staff
      // pressing at the same moment one moves it and the other is refused
      const changed = await trx
        .from('orders')
        .where('website_id', website.id)
        .where('id', order.id)
        .where('status', 'pending')
        .where((q) => q.whereNull('fulfilment_step').orWhereIn('fulfilment_step', allowedFrom))
        .update({
          fulfilment_step: to,
          updated_at: sqlNow(),
        })
      if (affected(changed) === 0) {
        const row = await trx
          .from('orders')
          .where('website_id', website.id)
          .where('id', order.id)
          .select('status', 'fulfilment_step')
          .first()
        throw refused(String(row?.status ?? ''), row?.fulfilment_step ?? null)
      }
      await recordPurchaseEvent(trx, website, actor, 'order', order.id, {
        action: options.action ?? to,
        fromStatus: 'pending',
      })
      await StepRecords.webhook(trx, { websiteId: website.id, id: order.id, step: to, previous })
    })
    await StepRecords.announce({ websiteId: website.id, id: order.id, step: to, previous })
    order.fulfilmentStep = to
    return order
  },
}
