// What a fulfilment step writes and tells: the order's column, the webhook, and the event after the commit.
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { FulfilmentStep } from '#services/fulfilment/fulfilment_steps'
import { WebhookEvents } from '#services/webhooks/webhook_events'

export interface StepChange {
  websiteId: number
  /** the order's id */
  id: number
  step: FulfilmentStep
  previous: FulfilmentStep | null
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /**
     * An order moved to a fulfilment step (after the commit): the customer's mail listens, and an SMS
     * notifier may listen too. Delivered also fires purchase:status_changed (success).
     */
    'order:step_changed': StepChange
  }
}

export const StepRecords = {
  /** Inside the change's transaction: the order.step_changed webhook with the step and the one before. */
  async webhook(trx: TransactionClientContract, change: StepChange) {
    await WebhookEvents.purchase(trx, change.websiteId, 'order', change.id, 'step_changed', {
      previous_step: change.previous,
    })
  },

  /**
   * Delivered by the spec's own change (pending -> success, purchase_desk.ts): the step column and its
   * webhook, in that change's transaction, only after its UPDATE changed the row.
   */
  async delivered(trx: TransactionClientContract, change: Omit<StepChange, 'step'>) {
    await trx
      .from('orders')
      .where('website_id', change.websiteId)
      .where('id', change.id)
      .update({ fulfilment_step: 'delivered' })
    await this.webhook(trx, { ...change, step: 'delivered' })
  },

  /** After the commit: a failed listener is logged, never turns the merchant's change into an error. */
  async announce(change: StepChange) {
    try {
      await emitter.emit('order:step_changed', change)
    } catch (error) {
      logger.error({ err: error, event: 'order:step_changed' }, 'fulfilment listener failed')
    }
  },
}
