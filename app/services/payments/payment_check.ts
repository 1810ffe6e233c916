// The one rule that says whether a payment fetched from Moyasar is the one expected (customers' and plans').
import type { MoyasarPayment } from '#services/payments/moyasar_client'

/** What the server expects of a payment: its amount in halalas and the metadata it must carry. */
interface ExpectedPayment {
  amount: number
  metadata: Record<string, string>
}

/**
 * Whether a payment fetched with the secret key is for what the server expects: the amount in
 * halalas, the currency SAR, and every expected metadata entry (the website and the purchase or
 * plan checkout it pays) equal. Its status is read apart: a failed attempt is recorded too.
 */
export function paymentMatches(payment: MoyasarPayment, expected: ExpectedPayment): boolean {
  const meta = payment.metadata ?? {}
  return (
    payment.currency === 'SAR' &&
    payment.amount === expected.amount &&
    Object.entries(expected.metadata).every(([key, value]) => String(meta[key]) === value)
  )
}

/** A payment whose money was taken (a refund later does not undo that it was paid). */
export function paymentTaken(payment: MoyasarPayment): boolean {
  return payment.status === 'paid' || payment.status === 'refunded'
}
