// The merchant API's shapes: orders, bookings (with their payment), invoices (ZATCA QR payload), products and keys.
import type Order from '#models/order'
import type Booking from '#models/booking'
import type Product from '#models/product'
import type ProductOption from '#models/product_option'
import { PurchasePresenter } from '#presenters/dashboard/purchase_presenter'
import { presentOrderInvoice } from '#presenters/invoice_presenter'
import { BookingPresenter } from '#presenters/booking_presenter'
import { toApi } from '#http/api/api'
import { apiPayment } from '#presenters/api_payment_presenter'
import type { ApiKeyRow } from '#services/api_keys/api_keys'
import { DeliveryPresenter, type DeliveryPanel } from '#presenters/delivery_presenter'
import { halalasToDecimal } from '#services/invoices/vat'
import type { TaxMode } from '#services/invoices/tax_mode'
import { WebsiteSettingsPresenter } from '#presenters/dashboard/website_settings_presenter'

type Data = Record<string, unknown>

/** The printed bill's figures without its drawing: the QR's payload (base64 TLV) is what a client needs. */
function withoutDrawing<Bill extends { qr: { payload: string; svg: string } | null }>(bill: Bill) {
  return { ...bill, qr: bill.qr ? { payload: bill.qr.payload } : null }
}

/** The purchase's API data with its payment object (method, amounts paid and refunded, gateway id). */
function withPayment(data: unknown, purchase: Order | Booking): Data {
  return { ...(data as Data), payment: apiPayment(purchase, purchase.bill ?? null, 'merchant') }
}

/**
 * A bill's API data: a plain receipt carries no VAT line (no subtotal or VAT, nor on its refund), no VAT
 * number and no QR; `invoicing` says what the website issues now and why (tax_mode.ts, the settings' words).
 */
function billData(bill: { taxed: boolean }, mode: TaxMode): Data {
  const data = toApi(bill) as Data
  if (!bill.taxed) {
    delete data.subtotal
    delete data.vat
    const refund = data.refund as Data | null
    if (refund) {
      delete refund.subtotal
      delete refund.vat
    }
  }
  return { ...data, invoicing: WebsiteSettingsPresenter.invoicing(mode) }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * The dashboard's presenters turned into API data (snake_case, money as decimal strings): the list
 * row carries what the CSV export has (number, dates, customer, status, total, VAT, payment).
 */
export const MerchantApiPresenter = {
  orderRow(order: Order): Data {
    return withPayment(toApi({ ...PurchasePresenter.orderRow(order), vat: order.vat }), order)
  },

  bookingRow(booking: Booking): Data {
    return withPayment(
      toApi({ ...PurchasePresenter.bookingRow(booking), vat: booking.vat }),
      booking
    )
  },

  orderDetail(order: Order): Data {
    return withPayment(toApi(PurchasePresenter.orderDetail(order)), order)
  },

  bookingDetail(booking: Booking): Data {
    return withPayment(toApi(PurchasePresenter.bookingDetail(booking)), booking)
  },

  async orderInvoice(order: Order, mode: TaxMode): Promise<Data> {
    return billData(
      withoutDrawing(await presentOrderInvoice(order, order.bill, order.customer)),
      mode
    )
  },

  async bookingInvoice(booking: Booking, mode: TaxMode): Promise<Data> {
    return billData(
      withoutDrawing(await BookingPresenter.bill(booking, booking.bill, booking.customer)),
      mode
    )
  },

  product(product: Product): Data {
    return toApi({
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      price: product.price,
      oldPrice: product.oldPrice,
      description: product.description,
      // null: sold without counting
      stock: product.stock,
      // with any, price is the lowest of them; a PUT without `options` keeps them
      options: ((product.$preloaded.options as ProductOption[] | undefined) ?? []).map(
        (option) => ({ id: option.id, name: option.name, price: option.price })
      ),
      isActive: product.isActive,
      storeCategoryId: product.storeCategoryId,
      updatedAt: (product as unknown as { updatedAt?: { toISO(): string } }).updatedAt?.toISO(),
    }) as Data
  },

  /** A delivery representative with the cash collected and not yet handed over (cash_due, SAR). */
  representative(entry: Parameters<typeof DeliveryPresenter.row>[0]): Data {
    const row = DeliveryPresenter.row(entry)
    return {
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      is_active: row.isActive,
      cash_due: halalasToDecimal(row.cashDue),
      cash_due_orders: row.cashDueOrders,
      open_orders: row.openOrders,
    }
  },

  /**
   * An order's delivery as the dashboard's panel shows it: the representative, their signed link and
   * the WhatsApp share, the steps done (picked up, delivered, cash collected and handed, the last
   * failure); null when the plan has no manage_representatives.
   */
  delivery(panel: DeliveryPanel | null): Data | null {
    if (!panel) return null
    return {
      representative: panel.representative,
      link: panel.link,
      whatsapp_url: panel.whatsappUrl,
      picked_up: panel.pickedUp,
      delivered: panel.delivered,
      cash_collected: panel.cashCollected,
      cash_handed: panel.cashHanded,
      last_failure: panel.lastFailure,
      assignable: panel.assignable,
    }
  },

  /** A key as the dashboard lists it (never its value, which exists only when it is made). */
  apiKey(key: ApiKeyRow) {
    return {
      id: key.id,
      name: key.name,
      scopes: key.scopes,
      hint: key.hint,
      createdAt: iso(key.createdAt)!,
      lastUsedAt: iso(key.lastUsedAt),
      revokedAt: iso(key.revokedAt),
    }
  },
}
