// How an order is received, as every page, the invoice, the CSV and the API show it (issue 36 item 4).
import type Order from '#models/order'
import { dateLabel, slotLabel } from '#services/delivery/delivery_dates'
import { halalasToDecimal } from '#services/invoices/vat'

const DELIVERY_METHOD_LABELS = {
  delivery: 'توصيل',
  pickup: 'استلام من الفرع',
} as const

/** An order before delivery settings (no method) was delivered, with no fee. */
export function orderDeliveryOf(
  order: Pick<Order, 'deliveryMethod' | 'deliveryFee' | 'requestedDate' | 'requestedSlot'>
) {
  const method = order.deliveryMethod ?? 'delivery'
  return {
    method,
    methodLabel: DELIVERY_METHOD_LABELS[method],
    fee: order.deliveryFee ?? 0,
    requestedDate: order.requestedDate,
    requestedSlot: order.requestedSlot,
    /** 'السبت 29/11/2026، من 9:00 إلى 12:00', or null when no date was asked for */
    requestedLabel: order.requestedDate
      ? [dateLabel(order.requestedDate), order.requestedSlot && slotLabel(order.requestedSlot)]
          .filter(Boolean)
          .join('، ')
      : null,
  }
}

export type OrderDelivery = ReturnType<typeof orderDeliveryOf>

/**
 * What the order's e-mails say of its delivery, in the pages' words: the method (a pick-up names its
 * branch), a delivery's fee or «مجاني», and the date and slot asked for.
 */
export function orderDeliveryLines(
  order: Parameters<typeof orderDeliveryOf>[0],
  branchName: string | null
) {
  const delivery = orderDeliveryOf(order)
  const pickup = delivery.method === 'pickup'
  const lines = [
    pickup
      ? `الاستلام: ${delivery.methodLabel}${branchName ? ` (${branchName})` : ''}`
      : `الاستلام: ${delivery.methodLabel}`,
  ]
  if (!pickup) {
    lines.push(
      delivery.fee > 0
        ? `رسوم التوصيل: ${halalasToDecimal(delivery.fee)} ر.س`
        : 'رسوم التوصيل: مجاني'
    )
  }
  if (delivery.requestedLabel) {
    lines.push(`${pickup ? 'موعد الاستلام' : 'موعد التوصيل'}: ${delivery.requestedLabel}`)
  }
  return lines
}

/** The CSV's three cells of an order's delivery: method, fee (SAR) and the requested date and slot. */
export function orderDeliveryCsv(order: {
  delivery: Parameters<typeof orderDeliveryOf>[0] | null
}) {
  if (!order.delivery) return ['', '', '']
  const delivery = orderDeliveryOf(order.delivery)
  return [delivery.methodLabel, halalasToDecimal(delivery.fee), delivery.requestedLabel ?? '']
}
