import { lineName } from '#services/catalogue/product_options'
import type Order from '#models/order'
import type OrderItem from '#models/order_item'
import type Bill from '#models/bill'
import type Branch from '#models/branch'
import type { DateTime } from 'luxon'
import { FulfilmentPresenter } from '#presenters/fulfilment_presenter'
import { orderDeliveryOf } from '#presenters/order_delivery_presenter'

/** SPEC.md section 4: success shows as completed, pending as under review, cancel as cancelled. */
export const ORDER_STATUS_LABELS = {
  success: 'مكتمل',
  pending: 'بانتظار التأكيد',
  cancel: 'ملغي',
} as const

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'الدفع عند الاستلام',
  cash: 'نقدا',
  on_arrive: 'الدفع عند الوصول',
  installment: 'تقسيط',
  card: 'بطاقة',
  bank_transfer: 'تحويل بنكي',
  stcpay: 'STC Pay',
  applepay: 'Apple Pay',
}

/**
 * SPEC.md section 4: the payment status derives from the bill - paid, or unpaid when the bill is absent
 * or unpaid. Paid amount is the bill total when paid, else 0; remaining is the rest of the amount.
 */
export function paymentOf(amount: number, bill: Pick<Bill, 'status' | 'total'> | null) {
  const paid = bill?.status === 'paid'
  const paidAmount = paid ? bill!.total : 0
  return {
    status: paid ? ('paid' as const) : ('unpaid' as const),
    label: paid ? 'مدفوع' : 'غير مدفوع',
    paidAmount,
    remaining: Math.max(amount - paidAmount, 0),
  }
}

export type Payment = ReturnType<typeof paymentOf>

/** The columns an order and a booking have alike (both are a customer's purchase with a bill). */
interface Purchase {
  id: number
  number: number
  createdAt: DateTime
  status: keyof typeof ORDER_STATUS_LABELS
  paymentMethod: string
  subtotal: number
  vat: number
  total: number
  bill?: Pick<Bill, 'status' | 'total' | 'kind'> | null
}

/** A purchase in a list: number, date, total, status and payment (orders and bookings alike). */
export function purchaseRow(purchase: Purchase) {
  return {
    id: purchase.id,
    number: purchase.number,
    createdAt: purchase.createdAt.toISO(),
    total: purchase.total,
    status: purchase.status,
    statusLabel: ORDER_STATUS_LABELS[purchase.status],
    payment: paymentOf(purchase.total, purchase.bill ?? null),
  }
}

/** What a purchase's detail page adds to its row: the summary figures and the payment method. */
export function purchaseTotals(purchase: Purchase) {
  return {
    subtotal: purchase.subtotal,
    vat: purchase.vat,
    // VAT lines only for a tax invoice (a purchase billed as a plain receipt has no VAT)
    taxed: purchase.bill ? purchase.bill.kind !== 'receipt' : purchase.vat > 0,
    paymentMethod: PAYMENT_METHOD_LABELS[purchase.paymentMethod] ?? purchase.paymentMethod,
    hasBill: !!purchase.bill,
  }
}

/** Plain data for the orders pages; amounts stay integer halalas. */
export const OrderPresenter = {
  /** an order's row adds its fulfilment step (issue 36) to the purchase's */
  row: (order: Order) => ({ ...purchaseRow(order), ...FulfilmentPresenter.step(order) }),

  item(item: OrderItem, index: number) {
    return {
      index: index + 1,
      id: item.id,
      // the line's name with its option («كعكة - صغير ٨ قطع»): the pages and the invoice show it
      name: lineName(item.itemName, item.optionName),
      productName: item.itemName,
      optionId: item.productOptionId,
      optionName: item.optionName,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      total: item.totalPrice,
    }
  },

  detail(order: Order, branch: Branch | null) {
    return {
      ...OrderPresenter.row(order),
      ...purchaseTotals(order),
      shippingAddress: order.shippingAddress,
      notes: order.notes,
      customerMobile: order.customerMobile,
      branch: branch ? { id: branch.id, name: branch.name } : null,
      delivery: orderDeliveryOf(order),
      items: order.items.map(OrderPresenter.item),
    }
  },
}

export type OrderRow = ReturnType<typeof OrderPresenter.row>
export type OrderDetail = ReturnType<typeof OrderPresenter.detail>
