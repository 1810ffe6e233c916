// A purchase's history: the one way a line is written of who did what to an order or a booking.
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PurchaseEvent from '#models/purchase_event'
import type Website from '#models/website'
import type { PurchaseActor, PurchaseKind } from '#services/dashboard/purchase_desk'

/** What the line says beyond who did it and to which purchase. */
type EventDetails = Pick<PurchaseEvent, 'action' | 'fromStatus'> &
  Partial<Pick<PurchaseEvent, 'note' | 'paymentMethod' | 'amount'>>

/** The order_id / booking_id pair of a purchase. */
function purchaseKeys(kind: PurchaseKind, id: number) {
  return { orderId: kind === 'order' ? id : null, bookingId: kind === 'booking' ? id : null }
}

/** Writes one line of the purchase's history, in `trx` when the change it tells of is in one. */
export function recordPurchaseEvent(
  trx: TransactionClientContract | undefined,
  website: Website,
  actor: PurchaseActor,
  kind: PurchaseKind,
  id: number,
  details: EventDetails
) {
  return PurchaseEvent.create(
    {
      websiteId: website.id,
      ...purchaseKeys(kind, id),
      userId: actor.id,
      actorName: actor.name,
      ...details,
    },
    trx ? { client: trx } : undefined
  )
}
