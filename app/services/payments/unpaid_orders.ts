/*
| The durable job 'payments.expire_order': an order placed for online payment and still unpaid 30
| minutes later is cancelled (its stock of the customer's attention is over, and the merchant's queue
| stays clean). A payment the customer started is fetched once more first, so a paid payment whose
| callback and webhook were both lost still pays the order instead of cancelling it.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Website from '#models/website'
import OnlinePayment from '#models/online_payment'
import PurchaseEvent from '#models/purchase_event'
import { OnlinePayments, SYSTEM_ACTOR } from '#services/payments/online_payments'

export async function expireUnpaidOrder(websiteId: number, orderId: number) {
  const website = await Website.find(websiteId)
  if (!website) return
  const started = await OnlinePayment.query()
    .where('website_id', website.id)
    .where('order_id', orderId)
    .where('status', 'initiated')
  for (const attempt of started) {
    try {
      if ((await OnlinePayments.settleOrder(website, orderId, attempt.paymentId)) === 'paid') return
    } catch (error) {
      logger.warn({ err: error, websiteId, orderId }, 'unpaid order: payment check failed')
    }
  }
  await db.transaction(async (trx) => {
    const bill = await trx
      .from('bills')
      .where('website_id', website.id)
      .where('order_id', orderId)
      .select('status')
      .first()
    if (!bill || bill.status !== 'unpaid') return
    const changed = await trx
      .from('orders')
      .where('website_id', website.id)
      .where('id', orderId)
      .where('status', 'pending')
      .update({
        status: 'cancel',
        updated_at: DateTime.utc().toFormat(trx.dialect.dateTimeFormat),
      })
    if (Number(Array.isArray(changed) ? changed.length : changed) === 0) return
    await PurchaseEvent.create(
      {
        websiteId: website.id,
        orderId,
        bookingId: null,
        userId: null,
        actorName: SYSTEM_ACTOR,
        action: 'cancel',
        fromStatus: 'pending',
        paymentMethod: null,
      },
      { client: trx }
    )
  })
}
