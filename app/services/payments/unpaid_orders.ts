/*
| The durable jobs 'payments.expire_order' and 'payments.expire_booking': an order or a booking placed
| for online payment and still unpaid 30 minutes later is cancelled (a booking then frees its time). A
| payment the customer started is fetched once more first, so a paid payment whose callback and webhook
| were both lost still pays the purchase instead of cancelling it.
*/
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Website from '#models/website'
import OnlinePayment from '#models/online_payment'
import { recordPurchaseEvent } from '#services/dashboard/purchase_events'
import { OnlinePayments, SYSTEM_ACTOR, type PayableKind } from '#services/payments/online_payments'
import { Stock } from '#services/catalogue/stock'
import { websiteChanged } from '#services/cache/site_changes'
import { sqlNow } from '#services/sql_time'

const TABLES = { order: 'orders', booking: 'bookings' } as const
const KEYS = { order: 'order_id', booking: 'booking_id' } as const

export async function expireUnpaid(websiteId: number, kind: PayableKind, id: number) {
  const website = await Website.find(websiteId)
  if (!website) return
  const started = await OnlinePayment.query()
    .where('website_id', website.id)
    .where(KEYS[kind], id)
    .where('status', 'initiated')
  for (const attempt of started) {
    try {
      if ((await OnlinePayments.settle(website, kind, id, attempt.paymentId)) === 'paid') return
    } catch (error) {
      logger.warn({ err: error, websiteId, kind, id }, 'unpaid purchase: payment check failed')
    }
  }
  let restocked = false
  await db.transaction(async (trx) => {
    const bill = await trx
      .from('bills')
      .where('website_id', website.id)
      .where(KEYS[kind], id)
      .select('status')
      .first()
    if (!bill || bill.status !== 'unpaid') return
    const changed = await trx
      .from(TABLES[kind])
      .where('website_id', website.id)
      .where('id', id)
      .where('status', 'pending')
      .update({
        status: 'cancel',
        updated_at: sqlNow(),
      })
    if (Number(Array.isArray(changed) ? changed.length : changed) === 0) return
    if (kind === 'order') restocked = await Stock.giveBack(trx, website.id, id)
    await recordPurchaseEvent(trx, website, { id: null, name: SYSTEM_ACTOR }, kind, id, {
      action: 'cancel',
      fromStatus: 'pending',
      paymentMethod: null,
    })
  })
  if (restocked) await websiteChanged(website.id)
}

export const expireUnpaidOrder = (websiteId: number, orderId: number) =>
  expireUnpaid(websiteId, 'order', orderId)
