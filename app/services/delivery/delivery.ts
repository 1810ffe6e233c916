// An order's delivery by a representative: assignment, the representative's link and their steps.
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import transmit from '@adonisjs/transmit/services/main'
import Order from '#models/order'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import Representative from '#models/representative'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { PurchaseDesk, type PurchaseActor } from '#services/dashboard/purchase_desk'
import { LiveChannels } from '#services/dashboard/live_channels'
import type { DeliveryStep } from '#validators/representative'
import { Fulfilment } from '#services/fulfilment/fulfilment'
import { canMove, stepOf, stepOfDelivery } from '#services/fulfilment/fulfilment_steps'
import { sqlNow } from '#services/sql_time'

/** How long a delivered order's link keeps working (issue 31: a day after delivery). */
const LINK_DAYS_AFTER_DELIVERY = 1

/** What the merchant's open dashboards are told of each step (a toast, and the order reloads). */
const STEP_NEWS: Record<DeliveryStep, string> = {
  picked_up: 'استلم الطلب',
  delivered: 'سلّم الطلب',
  collected: 'حصّل المبلغ نقدا',
  failed: 'تعذر عليه التوصيل',
}

function newKey() {
  return randomBytes(24).toString('base64url')
}

/** The representative as the history records them: no account, their name. */
function representativeActor(representative: Representative): PurchaseActor {
  return { id: null, name: `المندوب ${representative.name}` }
}

/** When the order was delivered (its 'success' event), or null. */
export function deliveredAt(order: Order): DateTime | null {
  const event = [...order.events].reverse().find((e) => e.action === 'success')
  return event ? event.createdAt : null
}

/**
 * The delivery of an order by one of the website's representatives. The order's status machine stays
 * the dashboard's: delivered is PurchaseDesk's 'success', the cash collected is its 'paid' (cash); the
 * other steps are history lines. Everything is the plan's manage_representatives.
 */
export const Delivery = {
  /** Assigns a pending order to an active representative (a new link each time), or unassigns it. */
  async assign(
    website: Website,
    actor: PurchaseActor,
    orderId: number,
    representativeId: number | null
  ) {
    const order = await website.related('orders').query().where('id', orderId).firstOrFail()
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    if (order.status !== 'pending') throw new DomainError('delivery_not_assignable')
    const representative = representativeId
      ? await Representative.query()
          .where('website_id', website.id)
          .where('id', representativeId)
          .where('is_active', true)
          .first()
      : null
    if (representativeId && !representative) throw new DomainError('representative_inactive')

    await db.transaction(async (trx) => {
      order.useTransaction(trx)
      order.representativeId = representative?.id ?? null
      // a new secret: the link given to anyone before stops working
      order.deliveryKey = representative ? newKey() : null
      await order.save()
      await recordPurchaseEvent(trx, website, actor, 'order', order.id, {
        action: 'assigned',
        fromStatus: order.status,
        note: representative ? representative.name : 'بلا مندوب',
      })
    })
    return order
  },

  /**
   * The order behind a representative's link: this website's, with the key of its current
   * assignment, still pending or delivered less than a day ago. Anything else is the same 404.
   */
  async findByKey(website: Website, key: string, now: DateTime = DateTime.utc()) {
    const order = await Order.query()
      .where('website_id', website.id)
      .where('delivery_key', key)
      .whereNotNull('representative_id')
      .preload('items', (q) => q.orderBy('id'))
      .preload('customer')
      .preload('address')
      .preload('bill')
      .preload('representative')
      .preload('events', (q) => q.orderBy('created_at', 'asc').orderBy('id', 'asc'))
      .first()
    if (!order || order.status === 'cancel') throw new DomainError('delivery_link_invalid')
    const delivered = deliveredAt(order)
    if (delivered && delivered.plus({ days: LINK_DAYS_AFTER_DELIVERY }) < now) {
      throw new DomainError('delivery_link_invalid')
    }
    await PlanLimits.ensureFeature(website, 'manage_representatives')
    return order
  },

  /** A step from the representative's page, through the order's own services. */
  async step(website: Website, key: string, step: DeliveryStep, note?: string) {
    const order = await this.findByKey(website, key)
    const representative = order.representative
    const actor = representativeActor(representative)
    const done = (action: string) => order.events.some((e) => e.action === action)
    const deliveredOrDone = order.status !== 'pending'

    if (step === 'delivered') {
      // the dashboard's own change: pending -> success, refused once it is not pending
      await PurchaseDesk.change(website, actor, 'order', order.id, { status: 'success' })
    } else if (step === 'collected') {
      if (order.cashCollectedAt || order.bill?.status === 'paid') {
        throw new DomainError('purchase_already_paid', { kind: 'order' })
      }
      await db.transaction(async (trx) => {
        await PurchaseDesk.markPaid(trx, website, actor, 'order', order.id, 'cash')
        await trx
          .from('orders')
          .where('website_id', website.id)
          .where('id', order.id)
          .update({ cash_collected_at: sqlNow() })
      })
    } else {
      if (deliveredOrDone || (step === 'picked_up' && done('picked_up'))) {
        throw new DomainError('delivery_step_order')
      }
      // picked up: the order is out for delivery (its one history row, 'picked_up'), unless the
      // merchant already moved it further (then the row alone)
      const fulfilment = stepOfDelivery(step)
      if (fulfilment && canMove(order.status, stepOf(order), fulfilment)) {
        await Fulfilment.move(website, actor, order.id, fulfilment, { action: 'picked_up' })
        announceStep(website, order, representative, step)
        return order
      }
      await recordPurchaseEvent(undefined, website, actor, 'order', order.id, {
        action: step,
        fromStatus: order.status,
        note: step === 'failed' ? (note ?? null) : null,
      })
    }
    announceStep(website, order, representative, step)
    return order
  },
}

/** The merchant's open dashboards hear of the step at once (server-sent events), best effort. */
function announceStep(
  website: Website,
  order: Order,
  representative: Representative,
  step: DeliveryStep
) {
  try {
    transmit.broadcast(LiveChannels.website(website.id), {
      kind: 'delivery',
      id: order.id,
      number: order.number,
      step,
      message: `المندوب ${representative.name} ${STEP_NEWS[step]}: طلب رقم ${order.number}`,
    })
  } catch {
    // a closed channel loses nothing: the order page shows the step on its next visit
  }
}
