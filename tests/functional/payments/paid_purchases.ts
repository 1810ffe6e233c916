// Test helpers: an order or a booking of a website paid online through the Moyasar fake (the app's own settle path).
import type Website from '#models/website'
import type Customer from '#models/customer'
import { OnlinePayments, purchaseMetadata } from '#services/payments/online_payments'
import { bookingOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'
import { connect, fake } from '#tests/functional/payments/payment_helpers'

/**
 * A pending order or booking (purchase_helpers), paid by card at the fake with the metadata and amount
 * the app checks, then settled as the callback settles it: its bill is paid online.
 */
export async function paidOnline(website: Website, customer: Customer, kind: 'order' | 'booking') {
  await connect(website)
  const purchase =
    kind === 'order' ? await orderOf(website, customer) : await bookingOf(website, customer)
  const payment = fake.put({
    amount: purchase.total,
    metadata: purchaseMetadata(website, kind, purchase),
  })
  const outcome = await OnlinePayments.settle(website, kind, purchase.id, payment.id)
  if (outcome !== 'paid') throw new Error(`the fake payment was not applied: ${outcome}`)
  return { purchase, paymentId: payment.id }
}
