import type Bill from '#models/bill'
import type Order from '#models/order'
import type Customer from '#models/customer'
import { PAYMENT_METHOD_LABELS, OrderPresenter, paymentOf } from '#presenters/order_presenter'
import { zatcaQrSvg } from '#services/invoices/zatca'
import { splitVat } from '#services/invoices/vat'
import { orderDeliveryOf } from '#presenters/order_delivery_presenter'

/**
 * The credit note of what was refunded through the payment gateway: the refunded amount split as every
 * VAT-inclusive total is (subtotal and VAT), and what the bill comes to after it.
 */
function creditNoteOf(bill: Bill) {
  if (!bill.refunded) return null
  const { subtotal, vat, total } = splitVat(bill.refunded)
  return {
    subtotal,
    vat,
    total,
    net: bill.total - bill.refunded,
    refundedAt: bill.refundedAt?.toISO() ?? null,
  }
}

/** The heading of a bill by its kind: a tax invoice or a plain receipt (tax_mode.ts). */
const BILL_TITLES = { tax: 'فاتورة ضريبية مبسطة', receipt: 'إيصال استلام مبلغ' } as const

/** What a printed bill shows of its kind: the title, whether VAT lines show, and the ZATCA QR (tax only). */
async function billKindOf(bill: Bill) {
  const taxed = bill.kind !== 'receipt'
  return {
    kind: bill.kind,
    taxed,
    title: BILL_TITLES[bill.kind] ?? BILL_TITLES.tax,
    qr:
      taxed && bill.zatcaQr ? { payload: bill.zatcaQr, svg: await zatcaQrSvg(bill.zatcaQr) } : null,
  }
}

/** How every printed bill opens: its kind (title, VAT lines, QR), its number and when it was issued. */
export async function billHeadingOf(bill: Bill) {
  return {
    ...(await billKindOf(bill)),
    number: bill.number,
    issuedAt: bill.issuedAt.toISO(),
  }
}

/** The seller as stored on the bill; a receipt shows no VAT number. */
export function billSellerOf(bill: Bill) {
  return {
    name: bill.sellerName,
    vatNumber: bill.kind === 'receipt' ? null : bill.sellerVatNumber,
    crNumber: bill.sellerCrNumber,
    address: bill.sellerAddress,
    phone: bill.sellerPhone,
    email: bill.sellerEmail,
  }
}

/** How every printed bill ends: its figures, how and when it was paid, and the credit note of a refund. */
export function billFiguresOf(bill: Bill) {
  return {
    subtotal: bill.subtotal,
    vat: bill.vat,
    total: bill.total,
    paymentMethod: PAYMENT_METHOD_LABELS[bill.paymentMethod] ?? bill.paymentMethod,
    payment: paymentOf(bill.total, bill),
    paidAt: bill.paidAt?.toISO() ?? null,
    refund: creditNoteOf(bill),
  }
}

/**
 * The printable bill (simplified tax invoice or plain receipt) of an order: seller as stored on the bill, customer, lines and
 * the figures of the bill, and on a tax invoice the ZATCA QR drawn as SVG on the server.
 */
export async function presentOrderInvoice(order: Order, bill: Bill, customer: Customer) {
  return {
    ...(await billHeadingOf(bill)),
    orderNumber: order.number,
    orderId: order.id,
    seller: billSellerOf(bill),
    customer: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: order.shippingAddress,
    },
    items: order.items.map(OrderPresenter.item),
    // the delivery fee is a VAT-inclusive line: its VAT is inside the bill's VAT
    delivery: orderDeliveryOf(order),
    ...billFiguresOf(bill),
  }
}

export type OrderInvoice = Awaited<ReturnType<typeof presentOrderInvoice>>
