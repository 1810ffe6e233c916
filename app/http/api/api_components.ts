// The OpenAPI components: shapes shared by several /api/v1 answers, with SPEC.md section 3's names.
import { t } from '#http/api/api_schema'
import { FULFILMENT_STEPS } from '#services/fulfilment/fulfilment_steps'
import { API_PAYMENT_STATUSES } from '#presenters/api_payment_presenter'

const str = t.string
const nstr = () => t.nullable(t.string())
/** A stored Saudi mobile (05XXXXXXXX), or null. */
const mobile = (description: string) =>
  t.nullable(t.string({ pattern: '^05[0-9]{8}$', description }))

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

/** SPEC.md section 3's product fields beside the card's. */
const productSpec = {
  sku: nstr(),
  keywords: nstr(),
  new_price: t.money(),
  is_discounted: t.bool(),
}

/** What is left of a product that counts its stock (issue 36): sold out, or the few units left. */
export const productStock = {
  sold_out: t.bool(),
  few_left: { ...t.nullable(t.int()), description: 'units left when 5 or fewer, else null' },
}

/** A product with options is chosen on its page: its price is then the lowest option's. */
export const productHasOptions = {
  has_options: {
    ...t.bool(),
    description: 'true: price is the lowest of its options (“from”); an order item names one',
  },
}

/** SPEC.md section 3's service fields beside the card's. */
const serviceSpec = {
  keywords: nstr(),
  new_price: t.money(),
  is_discounted: t.bool(),
  duration: { ...t.int(), description: 'minutes' },
}

/** A part of the website's design (background, header, footer) with SPEC.md's lower-case names. */
const designPart = t.object({
  color: nstr(),
  textcolor: nstr(),
  hovercolor: nstr(),
  image: nstr(),
})

/** Shapes shared by several /api/v1 answers (OpenAPI components). */
export const apiComponents = {
  Customer: t.object({
    id: t.int(),
    name: str(),
    email: str({ format: 'email' }),
    phone: mobile("The customer's Saudi mobile, asked at sign-up or at the first checkout"),
    role: t.literal('user'),
    permissions: t.array(str()),
    created_at: t.nullable(t.date()),
  }),
  Authorisation: t.object({
    token: str(),
    type: t.literal('bearer'),
    expires_at: t.nullable(t.date()),
  }),
  ProductCard: t.object({
    id: t.int(),
    name: str(),
    slug: str(),
    image: nstr(),
    price: t.money(),
    old_price: t.nullable(t.money()),
    ...productSpec,
    ...productStock,
    ...productHasOptions,
  }),
  ServiceCard: t.object({
    id: t.int(),
    name: str(),
    slug: str(),
    image: nstr(),
    price: t.money(),
    old_price: t.nullable(t.money()),
    duration_minutes: t.int(),
    ...serviceSpec,
  }),
  StoreCategory: t.object({
    id: t.int(),
    name: str(),
    slug: str(),
    image: nstr(),
    product_count: t.int(),
  }),
  PostCard: t.object({
    id: t.int(),
    title: str(),
    slug: str(),
    description: nstr(),
    image: nstr(),
    published_at: t.nullable(t.date()),
    section: t.nullable(t.object({ title: str(), slug: str() })),
    date: t.nullable(t.date()),
  }),
  PlatformPostCard: t.object({
    slug: str(),
    title: str(),
    description: nstr(),
    image: nstr(),
    published_at: t.nullable(t.date()),
    section: t.nullable(t.object({ title: str(), slug: str() })),
    date: t.nullable(t.date()),
  }),
  Section: t.object({
    id: t.int(),
    title: str(),
    slug: str(),
    image: nstr(),
    description: nstr(),
    is_embedded: t.bool(),
    is_footer: t.bool(),
    is_fixed: t.bool(),
    post_count: t.int(),
    children: t.array(t.object({ id: t.int(), title: str(), slug: str(), post_count: t.int() })),
    type: t.enum(['main', 'sub']),
    is_main: t.bool(),
    sections: t.array(t.object({ id: t.int(), slug: str(), title: str() })),
    posts: t.array(t.ref('PostCard')),
    embedded: t.bool(),
    footer: t.bool(),
    fixed: t.bool(),
  }),
  Slide: t.object({
    id: t.int(),
    image: str(),
    title: nstr(),
    description: nstr(),
    link: nstr(),
    button_text: nstr(),
    button_color: nstr(),
    button_text_color: nstr(),
    url: nstr(),
  }),
  HomeBlock: t.object(
    {
      id: t.int(),
      kind: str(),
      title: nstr(),
      order: t.int(),
      block: str({
        description:
          'SPEC.md name: categories_order, offer, recent_order, services_category, categories_content, recent_content, slider, blog_section',
      }),
      items: t.array(t.map()),
      products: t.array(t.ref('ProductCard')),
      services: t.array(t.ref('ServiceCard')),
    },
    ['products', 'services']
  ),
  Legal: t.object({
    Business_name: nstr(),
    Tax_number: nstr(),
    Commercial_registration_number: nstr(),
    name: nstr(),
    crn: nstr(),
    tax_id: nstr(),
  }),
  Design: t.object({ background: designPart, header: designPart, footer: designPart }),
  Website: t.object({
    id: t.int(),
    username: str(),
    site_ARname: str(),
    name_en: nstr(),
    site_logo: nstr(),
    description: nstr(),
    default_theme: str(),
    not_found: t.bool(),
    facebook_link: nstr(),
    twitter_link: nstr(),
    Instagram_link: nstr(),
    Snapchat_link: nstr(),
    tiktok_link: nstr(),
    contact: t.map(),
    list_pages: t.object({
      header: t.array(t.map()),
      headerx: t.array(t.map()),
      footer: t.array(t.map()),
    }),
    list_categories: t.array(t.map()),
    ctgs: t.array(t.object({ name: str(), slug: str() })),
    pages: t.array(t.object({ name: str(), slug: str() })),
    store_categories: t.array(t.object({ id: t.int(), name: str(), image: nstr(), slug: str() })),
    branches: t.array(t.ref('Branch')),
    has_services: t.bool(),
    legal: t.ref('Legal'),
    design: t.nullable(t.ref('Design')),
    support_content: t.bool(),
  }),
  Branch: t.object({ id: t.int(), name: str(), city: nstr(), address: nstr() }),
  Address: t.object({
    id: t.int(),
    country: str(),
    city: str(),
    district: str(),
    street: str(),
    short_address: str(),
    text: str(),
  }),
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
