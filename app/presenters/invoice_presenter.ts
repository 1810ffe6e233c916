import type Bill from '#models/bill'
import type Order from '#models/order'
import type Customer from '#models/customer'
import { PAYMENT_METHOD_LABELS, OrderPresenter, paymentOf } from '#presenters/order_presenter'
import { zatcaQrSvg } from '#services/invoices/zatca'

/**
 * The printable simplified tax invoice of an order: seller as stored on the bill, customer, lines and
 * the figures of the bill, and the ZATCA QR drawn as SVG on the server.
 */
export async function presentOrderInvoice(order: Order, bill: Bill, customer: Customer) {
  return {
    title: 'فاتورة ضريبية مبسطة',
    number: bill.number,
    issuedAt: bill.issuedAt.toISO(),
    orderNumber: order.number,
    orderId: order.id,
    seller: {
      name: bill.sellerName,
      vatNumber: bill.sellerVatNumber,
      crNumber: bill.sellerCrNumber,
      address: bill.sellerAddress,
      phone: bill.sellerPhone,
      email: bill.sellerEmail,
    },
    customer: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: order.shippingAddress,
    },
    items: order.items.map(OrderPresenter.item),
    subtotal: bill.subtotal,
    vat: bill.vat,
    total: bill.total,
    paymentMethod: PAYMENT_METHOD_LABELS[bill.paymentMethod] ?? bill.paymentMethod,
    payment: paymentOf(bill.total, bill),
    paidAt: bill.paidAt?.toISO() ?? null,
    qr: { payload: bill.zatcaQr, svg: await zatcaQrSvg(bill.zatcaQr) },
  }
}

export type OrderInvoice = Awaited<ReturnType<typeof presentOrderInvoice>>
