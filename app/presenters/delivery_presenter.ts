// Plain data of an order's delivery: the representative's phone page and the merchant's panel.
import type Order from '#models/order'
import type Representative from '#models/representative'
import type PurchaseEvent from '#models/purchase_event'
import { deliveredAt } from '#services/delivery/delivery'
import { internationalSaudiMobile } from '#services/auth/digits'
import { lineName } from '#services/catalogue/product_options'

/** The steps the representative's page offers, in its words. */
export const STEP_LABELS = {
  picked_up: 'استلمت الطلب',
  delivered: 'تم التسليم',
  collected: 'حصّلت المبلغ نقدا',
  failed: 'تعذر التوصيل',
} as const

/** Where the order goes, opened in the phone's maps app. */
function addressMapUrl(address: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/** The order's delivery as it stands: what was done, and what the representative can do now. */
function stateOf(order: Order) {
  const has = (action: PurchaseEvent['action']) => order.events.some((e) => e.action === action)
  const pending = order.status === 'pending'
  const paid = order.bill?.status === 'paid'
  return {
    pickedUp: has('picked_up'),
    delivered: order.status === 'success',
    cashCollected: !!order.cashCollectedAt,
    cashHanded: !!order.cashHandedAt,
    paid,
    lastFailure: [...order.events].reverse().find((e) => e.action === 'failed')?.note ?? null,
    can: {
      picked_up: pending && !has('picked_up'),
      delivered: pending,
      collected: order.status !== 'cancel' && !paid && !order.cashCollectedAt,
      failed: pending,
    },
  }
}

export const DeliveryPresenter = {
  /**
   * The representative's page: only what the delivery needs (the address with a map link, the items,
   * the customer's phone, the cash to collect) and the steps; nothing else of the order or the shop.
   */
  page(order: Order) {
    const address = order.shippingAddress ?? ''
    const state = stateOf(order)
    return {
      number: order.number,
      representative: order.representative.name,
      address,
      mapUrl: address ? addressMapUrl(address) : null,
      // the mobile the order was placed with (issue 36), else the account's
      customer: { name: order.customer.name, phone: order.customerMobile ?? order.customer.phone },
      items: order.items.map((item) => ({
        id: item.id,
        name: lineName(item.itemName, item.optionName),
        quantity: item.quantity,
      })),
      notes: order.notes,
      // cash on delivery: what to collect, nothing once the bill is paid
      cashToCollect: state.paid ? 0 : order.total,
      total: order.total,
      deliveredAt: deliveredAt(order)?.toISO() ?? null,
      ...state,
    }
  },

  /** The merchant's panel on the order: the representative, their link, the steps and the cash. */
  panel(order: Order, representatives: Representative[], link: string | null) {
    const state = stateOf(order)
    const current = order.representativeId
      ? (representatives.find((r) => r.id === order.representativeId) ??
        (order.$preloaded.representative as Representative | undefined))
      : undefined
    const whatsappText = link ? `طلب رقم ${order.number} للتوصيل: ${link}` : null
    return {
      representativeId: order.representativeId,
      representative: current
        ? { id: current.id, name: current.name, mobile: current.mobile }
        : null,
      options: representatives.map((r) => ({ value: String(r.id), label: r.name })),
      link,
      whatsappUrl:
        current && whatsappText
          ? `https://wa.me/${internationalSaudiMobile(current.mobile)}?text=${encodeURIComponent(whatsappText)}`
          : null,
      pickedUp: state.pickedUp,
      delivered: state.delivered,
      cashCollected: state.cashCollected,
      cashHanded: state.cashHanded,
      lastFailure: state.lastFailure,
      assignable: order.status === 'pending',
    }
  },

  row(entry: {
    representative: Representative
    cashDue: number
    cashDueOrders: number
    openOrders: number
  }) {
    const { representative } = entry
    return {
      id: representative.id,
      name: representative.name,
      mobile: representative.mobile,
      isActive: representative.isActive,
      cashDue: entry.cashDue,
      cashDueOrders: entry.cashDueOrders,
      openOrders: entry.openOrders,
    }
  },
}

export type DeliveryPanel = ReturnType<typeof DeliveryPresenter.panel>
export type RepresentativeRow = ReturnType<typeof DeliveryPresenter.row>
