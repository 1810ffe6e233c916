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
  /**
   * Inside the change's transaction, after the row is written: the order.step_changed webhook with the
   * step and the one before (delivered: from the spec's own change, purchase_desk.ts).
   */
  async webhook(trx: TransactionClientContract, change: StepChange) {
    await WebhookEvents.purchase(trx, change.websiteId, 'order', change.id, 'step_changed', {
      previous_step: change.previous,
    })
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
