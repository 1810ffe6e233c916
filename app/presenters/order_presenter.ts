import type Order from '#models/order'
import type OrderItem from '#models/order_item'
import type Bill from '#models/bill'
import type Branch from '#models/branch'

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

/** Plain data for the orders pages; amounts stay integer halalas. */
export const OrderPresenter = {
  row(order: Order) {
    return {
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISO(),
      total: order.total,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      payment: paymentOf(order.total, order.bill ?? null),
    }
  },

  item(item: OrderItem, index: number) {
    return {
      index: index + 1,
      id: item.id,
      name: item.itemName,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      total: item.totalPrice,
    }
  },

  detail(order: Order, branch: Branch | null) {
    return {
      ...OrderPresenter.row(order),
      subtotal: order.subtotal,
      vat: order.vat,
      paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
      shippingAddress: order.shippingAddress,
      notes: order.notes,
      branch: branch ? { id: branch.id, name: branch.name } : null,
      items: order.items.map(OrderPresenter.item),
      hasBill: !!order.bill,
    }
  },
}

export type OrderRow = ReturnType<typeof OrderPresenter.row>
export type OrderDetail = ReturnType<typeof OrderPresenter.detail>
