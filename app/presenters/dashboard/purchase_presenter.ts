// The dashboard's orders and bookings: list rows, details, and the lines of their CSV exports.
import type Order from '#models/order'
import type Booking from '#models/booking'
import type Bill from '#models/bill'
import type Customer from '#models/customer'
import type PurchaseEvent from '#models/purchase_event'
import {
  ORDER_STATUS_LABELS,
  OrderPresenter,
  PAYMENT_METHOD_LABELS,
} from '#presenters/order_presenter'
import { BookingPresenter } from '#presenters/booking_presenter'
import { FulfilmentPresenter } from '#presenters/fulfilment_presenter'
import { orderDeliveryCsv } from '#presenters/order_delivery_presenter'
import { STORE_TIMEZONE } from '#services/booking/availability'
import { PAID_METHODS } from '#services/dashboard/purchase_desk'
import {
  STEP_LABELS,
  isFulfilmentStep,
  stepOf,
  type FulfilmentStep,
} from '#services/fulfilment/fulfilment_steps'
import type { ExportedPurchase } from '#services/dashboard/purchase_export'
import { mobileContact } from '#presenters/mobile_contact'

/** The purchase's customer; the mobile is the one the purchase was placed with (issue 36). */
function customerOf(customer: Customer | null, mobile: string | null) {
  const phone = mobile ?? customer?.phone ?? null
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone,
    contact: mobileContact(phone),
  }
}

function billOf(bill: Bill | null) {
  if (!bill) return null
  return {
    number: bill.number,
    // a tax invoice, or a plain receipt (no VAT) when the merchant did not issue tax invoices
    taxed: bill.kind !== 'receipt',
    status: bill.status,
    statusLabel: bill.status === 'paid' ? 'مدفوعة' : 'غير مدفوعة',
    paymentMethod: PAYMENT_METHOD_LABELS[bill.paymentMethod] ?? bill.paymentMethod,
    issuedAt: bill.issuedAt.toISO(),
    paidAt: bill.paidAt?.toISO() ?? null,
  }
}

/** The steps of an order's delivery by a representative (issue 31), as its history says them. */
const DELIVERY_LABELS: Partial<Record<PurchaseEvent['action'], string>> = {
  assigned: 'إسناد التوصيل إلى المندوب',
  picked_up: 'استلم المندوب الطلب',
  failed: 'تعذر التوصيل',
  handed: 'سلّم المندوب المبلغ للمتجر',
}

function historyOf(events: PurchaseEvent[], kind: 'order' | 'booking') {
  const noun = kind === 'booking' ? 'الحجز' : 'الطلب'
  return events.map((event) => {
    const method = event.paymentMethod
      ? ` (${PAYMENT_METHOD_LABELS[event.paymentMethod] ?? event.paymentMethod})`
      : ''
    const delivery = DELIVERY_LABELS[event.action]
    const step = isFulfilmentStep(event.action) ? STEP_LABELS[event.action] : null
    const label = step
      ? step
      : delivery
        ? `${delivery}${event.note ? `: ${event.note}` : ''}`
        : event.action === 'refund'
          ? `استرداد ${sar(event.amount ?? 0)} ر.س${method}`
          : event.action === 'success'
            ? kind === 'order'
              ? STEP_LABELS.delivered
              : `تأكيد ${noun}`
            : event.action === 'cancel'
              ? `إلغاء ${noun}`
              : `تسجيل الدفع${method}`
    return {
      id: event.id,
      action: event.action,
      label,
      actorName: event.actorName,
      createdAt: event.createdAt.toISO(),
    }
  })
}

/** What the detail page may offer: the status buttons while pending, the payment while unpaid. */
function actionsOf(status: string, bill: Bill | null) {
  return {
    canChangeStatus: status === 'pending',
    canMarkPaid: !!bill && bill.status === 'unpaid' && status !== 'cancel',
  }
}

/** The customer of a list row: the name, and the mobile the purchase was placed with. */
function rowCustomerOf(purchase: Order | Booking) {
  return {
    name: purchase.customer?.name ?? '',
    phone: purchase.customerMobile ?? purchase.customer?.phone ?? null,
  }
}

/** What the detail page of an order and of a booking adds: customer, bill, history and actions. */
function detailOf(purchase: Order | Booking, kind: 'order' | 'booking') {
  return {
    customer: customerOf(purchase.customer, purchase.customerMobile),
    bill: billOf(purchase.bill),
    history: historyOf(purchase.events, kind),
    ...actionsOf(purchase.status, purchase.bill),
  }
}

/** The ways of payment the "mark paid" form offers, with their Arabic names. */
export const PAID_METHOD_OPTIONS = PAID_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value] ?? value,
}))

/** 'yyyy-MM-dd HH:mm' in Saudi time, by one Intl formatter made once (a luxon format a line was slow). */
const saudiMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
function csvDay(value: Date) {
  const part: Record<string, string> = {}
  for (const { type, value: text } of saudiMinute.formatToParts(value)) part[type] = text
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}
const sar = (halalas: number) => (halalas / 100).toFixed(2)

/** The headers of the cells below, in their order. */
const CUSTOMER_AND_MONEY_HEADERS = [
  'العميل',
  'الجوال',
  'الحالة',
  'الإجمالي (ر.س)',
  'الضريبة (ر.س)',
  'الدفع',
  'المسترد (ر.س)',
]

/** The CSV cells an order's and a booking's rows share: customer, status and amounts. */
function customerAndMoneyCells(purchase: ExportedPurchase) {
  return [
    purchase.customer?.name ?? '',
    purchase.customer?.phone ?? '',
    ORDER_STATUS_LABELS[purchase.status],
    sar(purchase.total),
    sar(purchase.vat),
    purchase.billStatus === 'paid' ? 'مدفوع' : 'غير مدفوع',
    sar(purchase.refunded),
  ]
}

/** The CSV's step: an order not confirmed yet has none; a cancelled one's status column says it. */
function stepCell(step: FulfilmentStep | null, status: string) {
  if (step) return STEP_LABELS[step]
  return status === 'pending' ? 'بانتظار التأكيد' : ''
}

/** Orders and bookings as the merchant's dashboard shows them; amounts stay integer halalas. */
export const PurchasePresenter = {
  orderRow(order: Order) {
    return { ...OrderPresenter.row(order), customer: rowCustomerOf(order) }
  },

  bookingRow(booking: Booking) {
    return {
      ...BookingPresenter.row(booking),
      reservationCode: booking.reservationCode,
      customer: rowCustomerOf(booking),
    }
  },

  orderDetail(order: Order) {
    return {
      ...OrderPresenter.detail(order, order.branch ?? null),
      ...detailOf(order, 'order'),
      // the fulfilment steps (issue 36): where it stands, by whom and when, and where it may go now
      fulfilment: {
        timeline: FulfilmentPresenter.timeline(order, order.events, true),
        moves: FulfilmentPresenter.moves(order),
      },
    }
  },

  bookingDetail(booking: Booking) {
    return {
      ...BookingPresenter.detail(booking, booking.branch ?? null),
      ...detailOf(booking, 'booking'),
    }
  },

  /** The CSV of the orders list: its header, then one line per order (amounts in SAR, Saudi times). */
  orderCsvHeader: [
    'رقم الطلب',
    'التاريخ',
    ...CUSTOMER_AND_MONEY_HEADERS,
    'الاستلام',
    'رسوم التوصيل (ر.س)',
    'الموعد المطلوب',
    // last: the tests and the merchants' sheets find the earlier columns where they were
    'مرحلة التنفيذ',
    'المنتجات',
  ],

  orderCsvRow(order: ExportedPurchase) {
    return [
      String(order.number),
      csvDay(order.createdAt),
      ...customerAndMoneyCells(order),
      ...orderDeliveryCsv(order),
      // an order not confirmed yet has no step; a cancelled one's status column says it
      stepCell(stepOf(order), order.status),
      // «كعكة - صغير ٨ قطع × 2 = 240.00؛ ...»: each line with its option, as on the invoice
      order.items.map((item) => `${item.name} × ${item.quantity} = ${sar(item.total)}`).join('؛ '),
    ]
  },

  /** The CSV of the bookings list, with the appointment and the reservation code. */
  bookingCsvHeader: [
    'رقم الحجز',
    'رمز الحجز',
    'الموعد',
    'تاريخ الحجز',
    ...CUSTOMER_AND_MONEY_HEADERS,
  ],

  bookingCsvRow(booking: ExportedPurchase) {
    return [
      String(booking.number),
      booking.reservationCode,
      booking.startAt ? csvDay(booking.startAt) : '',
      csvDay(booking.createdAt),
      ...customerAndMoneyCells(booking),
    ]
  },
}

export type DashboardOrderRow = ReturnType<typeof PurchasePresenter.orderRow>
export type DashboardBookingRow = ReturnType<typeof PurchasePresenter.bookingRow>
