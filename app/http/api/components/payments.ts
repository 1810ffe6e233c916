// The /api/v1 components of payments: a purchase's payment, a refund's answer and the bills.
import { t } from '#http/api/api_schema'
import { API_PAYMENT_STATUSES } from '#presenters/api_payment_presenter'
import { nstr, str } from '#http/api/components/fields'

/** A purchase's payment and a refund's answer. */
export const paymentComponents = {
  Payment: t.object({
    status: t.enum(['paid', 'unpaid']),
    label: str(),
    paid_amount: t.money(),
    remaining: t.money(),
  }),
  /** An order's or a booking's payment, from its bill (issue 29 item 7); the list's four fields first. */
  PurchasePayment: t.object(
    {
      status: t.enum(API_PAYMENT_STATUSES),
      label: str(),
      method: str({
        description: 'cod, cash, on_arrive, installment, card, bank_transfer, stcpay or applepay',
      }),
      online: t.bool(),
      paid_amount: t.money(),
      remaining: t.money(),
      amount_paid: t.money(),
      amount_paid_halalas: t.int(),
      amount_refunded: t.money(),
      amount_refunded_halalas: t.int(),
      refundable: { ...t.money(), description: 'what may still be refunded (paid online only)' },
      refundable_halalas: t.int(),
      paid_at: t.nullable(t.date()),
      refunded_at: t.nullable(t.date()),
      gateway_payment_id: { ...nstr(), description: "Moyasar's payment id (merchant API only)" },
    },
    ['gateway_payment_id']
  ),
  /** The answer of a refund: how much this call gave back and the payment after it. */
  RefundAnswer: t.object({
    data: t.object({
      id: t.int(),
      number: t.int(),
      refunded: t.money(),
      refunded_halalas: t.int(),
      payment: t.ref('PurchasePayment'),
    }),
  }),
}

/** A bill in short (an order's, a booking's) and whole. */
export const billComponents = {
  BillSummary: t.object({
    id: t.int(),
    created_at: t.date(),
    paid_at: t.nullable(t.date()),
    total_price: t.money(),
    status: t.enum(['paid', 'unpaid']),
    payment_method: str(),
  }),
  Bill: t.object(
    {
      title: str(),
      number: t.int(),
      issued_at: t.date(),
      seller: t.map(),
      customer: t.object({ name: str(), email: nstr(), phone: nstr(), address: nstr() }, [
        'email',
        'phone',
      ]),
      items: t.array(t.map()),
      subtotal: t.money(),
      vat: t.money(),
      total: t.money(),
      payment_method: str({ description: 'cod, cash, on_arrive, installment or card' }),
      payment_method_label: str(),
      payment: t.ref('Payment'),
      paid_at: t.nullable(t.date()),
      qr: t.nullable(t.object({ payload: str(), svg: str() })),
      id: t.int(),
      created_at: t.date(),
      total_price: t.money(),
      status: t.enum(['paid', 'unpaid']),
      zatka_qr: nstr(),
      legal: t.object({
        name: str(),
        crn: nstr(),
        tax_id: nstr(),
        contact: t.object({ phone: nstr(), email: nstr() }),
      }),
      reservation: t.object({ cart: t.object({ items: t.array(t.map()) }) }),
      delivery: t.ref('OrderDelivery'),
    },
    ['reservation', 'delivery']
  ),
}
