// The /api/v1 components of orders and bookings: their items, list rows and details.
import { t } from '#http/api/api_schema'
import { FULFILMENT_STEPS } from '#services/fulfilment/fulfilment_steps'
import { mobile, nstr, str } from '#http/api/components/fields'

/** an order's fulfilment step (issue 36) beside the spec's status; null until it is confirmed */
const fulfilment = {
  fulfilment_step: { anyOf: [t.enum(FULFILMENT_STEPS), { type: 'null' }] },
  fulfilment_step_label: nstr(),
}

/** What an order's and a booking's list row share, first. */
const purchaseRow = {
  id: t.int(),
  number: t.int(),
  created_at: t.date(),
  total: t.money(),
  status: t.enum(['success', 'pending', 'cancel']),
  status_label: str(),
  payment: t.ref('Payment'),
}

/** What an order's and a booking's detail share, first. */
const purchaseDetail = {
  id: t.int(),
  number: t.int(),
  created_at: t.date(),
  total: t.money(),
  subtotal: t.money(),
  vat: t.money(),
  status: t.enum(['success', 'pending', 'cancel']),
  status_label: str(),
  payment: t.ref('PurchasePayment'),
  payment_method: str(),
  has_bill: t.bool(),
}

/** An order's and a booking's items. */
export const purchaseItemComponents = {
  OrderItem: t.object({
    index: t.int(),
    id: t.int(),
    name: str(),
    unit_price: t.money(),
    quantity: t.int(),
    total: t.money(),
    item_name: str(),
    price: t.money(),
    total_price: t.money(),
    product_name: { ...str(), description: 'the product’s name; name adds the option’s' },
    option_id: {
      ...t.nullable(t.int()),
      description: 'the product option chosen; null without one or once the merchant deleted it',
    },
    option_name: { ...nstr(), description: 'the option’s name at the time of the order' },
  }),
  BookingItem: t.object({
    index: t.int(),
    id: t.int(),
    name: str(),
    option_name: nstr(),
    duration_minutes: t.int(),
    duration_label: str(),
    price: t.money(),
    service_name: str(),
    duration: t.int(),
  }),
}

/** The lists of orders and bookings (with their counters) and their details. */
export const purchaseComponents = {
  Stats: t.object({ success: t.int(), pending: t.int(), cancel: t.int() }),
  OrderRow: t.object({
    ...purchaseRow,
    ...fulfilment,
    total_amount: t.money(),
  }),
  BookingRow: t.object({
    ...purchaseRow,
    start_at: t.date(),
    end_at: t.date(),
    date_label: str(),
    time_label: str(),
    date: str({ format: 'date' }),
    duration: t.int(),
    amount: t.money(),
  }),
  OrderDetail: t.object({
    ...purchaseDetail,
    ...fulfilment,
    shipping_address: nstr(),
    notes: nstr(),
    customer_mobile: mobile('The mobile the order was placed with'),
    branch: t.nullable(t.object({ id: t.int(), name: str() })),
    delivery: t.ref('OrderDelivery'),
    items: t.array(t.ref('OrderItem')),
    total_amount: t.money(),
    bill: t.nullable(t.ref('BillSummary')),
    cart: t.object({ items: t.array(t.ref('OrderItem')) }),
  }),
  /** How the order is received: its fee is inside `total` (VAT included, its VAT inside `vat`). */
  OrderDelivery: t.object({
    method: t.enum(['delivery', 'pickup']),
    method_label: str(),
    fee: t.money(),
    requested_date: t.nullable(str({ format: 'date' })),
    requested_slot: nstr(),
    requested_label: nstr(),
  }),
  BookingDetail: t.object({
    ...purchaseDetail,
    start_at: t.date(),
    end_at: t.date(),
    date_label: str(),
    time_label: str(),
    reservation_code: str(),
    duration_minutes: t.int(),
    customer_mobile: mobile('The mobile the booking was made with'),
    duration_label: str(),
    branch: t.nullable(t.object({ id: t.int(), name: str(), address: nstr() })),
    items: t.array(t.ref('BookingItem')),
    date: str({ format: 'date' }),
    duration: t.int(),
    amount: t.money(),
    reservation: t.object({
      reservation_code: str(),
      amount: t.money(),
      bill: t.nullable(t.ref('BillSummary')),
      cart: t.object({ items: t.array(t.ref('BookingItem')) }),
    }),
  }),
}
