// The cart as the pages show it: its lines at the products' current prices, the totals and what changed.
import type CartItem from '#models/cart_item'
import { splitFor, type BillKind } from '#services/invoices/tax_mode'
import { hasStockFor } from '#services/catalogue/stock'

interface CartLineView {
  id: number
  productId: number | null
  /** the product's name (its option's is `optionName`) */
  name: string
  /** the chosen option: its id (null once deleted) and name */
  optionId: number | null
  optionName: string | null
  /** the option chosen was deleted since (or the product has options and none was chosen) */
  optionGone: boolean
  image: string | null
  /** the current price of the product or its option (VAT included); 0 when no longer sold */
  unitPrice: number
  quantity: number
  lineTotal: number
  /** false when the product was deleted or is no longer sold: never charged */
  available: boolean
  /** the price the customer saw before, when the product's price changed since */
  previousPrice: number | null
  /** the units left when the product counts its stock and has fewer than the line asks, else null */
  stockShort: number | null
}

export interface CartView {
  lines: CartLineView[]
  /** number of pieces of available products */
  count: number
  total: number
  subtotal: number
  vat: number
  /** false when the website issues plain receipts: no VAT lines, nothing says prices include VAT */
  taxed: boolean
  hasUnavailable: boolean
  hasPriceChanges: boolean
  /** a line asks for more than its product has left */
  hasStockShort: boolean
}

export interface CartSummary {
  count: number
  total: number
}

/** The lines (with their product and option loaded) priced now; lines whose product is gone are marked. */
export function presentCart(items: CartItem[], kind: BillKind): CartView {
  const lines = items.map((item): CartLineView => {
    const product = item.product
    const option = item.productOptionId ? (item.option ?? null) : null
    // the option chosen was deleted, or the product has options now and the line has none
    const optionGone = !!product && (item.optionKey > 0 ? !option : product.optionCount > 0)
    const available = !!product && product.isActive && !optionGone
    const unitPrice = available ? (option?.price ?? product.price) : 0
    return {
      id: item.id,
      productId: available ? product.id : null,
      name: product?.name ?? item.productName ?? 'منتج محذوف',
      optionId: option?.id ?? null,
      optionName: option?.name ?? item.optionName,
      optionGone,
      image: product?.image ?? null,
      unitPrice,
      quantity: item.quantity,
      lineTotal: unitPrice * item.quantity,
      available,
      previousPrice:
        available && item.seenPrice !== null && item.seenPrice !== unitPrice
          ? item.seenPrice
          : null,
      stockShort:
        available && !hasStockFor(product.stock, item.quantity)
          ? Math.max(product.stock!, 0)
          : null,
    }
  })
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0)
  return {
    lines,
    count: lines.filter((l) => l.available).reduce((sum, l) => sum + l.quantity, 0),
    ...splitFor(total, kind),
    hasUnavailable: lines.some((l) => !l.available),
    hasPriceChanges: lines.some((l) => l.previousPrice !== null),
    hasStockShort: lines.some((l) => l.stockShort !== null),
  }
}
