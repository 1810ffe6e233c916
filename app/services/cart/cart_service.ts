import { PlanVisibility } from '#services/plans/plan_visibility'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import type Website from '#models/website'
import { splitFor, taxModeOf, type BillKind } from '#services/invoices/tax_mode'
import { DomainError } from '#exceptions/domain_error'
import { sqlDateTime } from '#services/sql_time'
import { hasStockFor } from '#services/catalogue/stock'

/** SPEC.md section 9: the quantity selector goes from 1 to 10. */
export const MAX_QUANTITY = 10
/** A guest cart is kept this long after its last change. */
const GUEST_CART_DAYS = 30

export type CartOwner =
  { customerId: number; guestToken?: undefined } | { guestToken: string; customerId?: undefined }

export interface CartLineView {
  id: number
  productId: number | null
  name: string
  image: string | null
  /** the current price of the product (VAT included); 0 when the product is no longer sold */
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

/** Unique-key violation on SQLite or PostgreSQL (two requests creating the same row at once). */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string }
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  )
}

/**
 * The server-side cart of one website: one per customer, or one per guest session (a random token kept in
 * the session) until the guest signs in and it is merged into the customer's. Rows live in the database,
 * so the cart survives reloads and works across app processes. Prices are always read from the products.
 */
export class CartService {
  constructor(
    private website: Website,
    private owner: CartOwner | null
  ) {}

  async find(trx?: TransactionClientContract) {
    if (!this.owner) return null
    const query = Cart.query(trx ? { client: trx } : {}).where('website_id', this.website.id)
    if (this.owner.customerId) query.where('customer_id', this.owner.customerId)
    else query.where('guest_token', this.owner.guestToken!).whereNull('customer_id')
    return query.first()
  }

  /** Finds or creates the cart; two requests creating it at once end with one row. */
  async findOrCreate() {
    if (!this.owner) throw new Error('A cart needs an owner')
    const existing = await this.find()
    if (existing) return existing
    try {
      return await Cart.create({
        websiteId: this.website.id,
        customerId: this.owner.customerId ?? null,
        guestToken: this.owner.guestToken ?? null,
        expiresAt: this.owner.guestToken ? DateTime.now().plus({ days: GUEST_CART_DAYS }) : null,
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      return (await this.find())!
    }
  }

  /**
   * Adds a product, or raises the quantity of the line that has it (at most 10). Three statements, no
   * model built: the product's id, name and price; the cart's id (a guest's cart is kept 30 more days in
   * the same statement); one upsert on the line's unique key that refuses a line already at 10.
   */
  async add(productId: number, quantity: number) {
    const product = (await this.website
      .related('products')
      .query()
      .select('id', 'name', 'price', 'stock')
      .where('id', productId)
      .where('is_active', true)
      .pojo()
      .first()) as { id: number; name: string; price: number; stock: number | null } | null
    if (!product) throw new DomainError('product_not_found')
    if (!hasStockFor(product.stock, quantity)) {
      throw new DomainError(
        'out_of_stock',
        { name: product.name, left: Math.max(product.stock!, 0) },
        'quantity'
      )
    }

    const cartId = await this.cartIdForWriting()
    const now = sqlDateTime(DateTime.now())
    const upsert = db.insertQuery().table('cart_items')
    upsert.knexQuery
      .insert({
        website_id: this.website.id,
        cart_id: cartId,
        product_id: product.id,
        product_name: product.name,
        seen_price: product.price,
        quantity: Math.min(quantity, MAX_QUANTITY),
        created_at: now,
        updated_at: now,
      })
      .onConflict(['website_id', 'cart_id', 'product_id'])
      .merge({
        quantity: db.knexRawQuery(
          'CASE WHEN cart_items.quantity + excluded.quantity > ? THEN ? ELSE cart_items.quantity + excluded.quantity END',
          [MAX_QUANTITY, MAX_QUANTITY]
        ),
        product_name: product.name,
        seen_price: product.price,
        updated_at: now,
      })
      // a line already at 10 is left as it is and returns no row
      .where('cart_items.quantity', '<', MAX_QUANTITY)
      .returning('id')
    const rows = (await upsert) as unknown as { id: number }[]
    if (rows.length === 0) throw new DomainError('quantity_too_high', { max: MAX_QUANTITY })
    return product
  }

  /**
   * The id of the owner's cart, created when there is none. A guest's cart is kept GUEST_CART_DAYS after
   * this change: the same UPDATE finds it and extends it.
   */
  private async cartIdForWriting(): Promise<number> {
    if (!this.owner) throw new Error('A cart needs an owner')
    if (this.owner.guestToken) {
      const now = DateTime.now()
      const [touched] = (await db
        .from('carts')
        .where('website_id', this.website.id)
        .where('guest_token', this.owner.guestToken)
        .whereNull('customer_id')
        .update(
          {
            expires_at: sqlDateTime(now.plus({ days: GUEST_CART_DAYS })),
            updated_at: sqlDateTime(now),
          },
          ['id']
        )) as { id: number }[]
      if (touched) return touched.id
    } else {
      const row = await db
        .from('carts')
        .select('id')
        .where('website_id', this.website.id)
        .where('customer_id', this.owner.customerId!)
        .first()
      if (row) return row.id
    }
    const cart = await this.findOrCreate()
    return cart.id
  }

  /**
   * The lines of a cart sent whole (an API client sends its cart with the order), checked against the
   * database: products of this website still sold, at most 10 each. A line whose `price` (halalas, what
   * the client showed) is no longer the product's price refuses the whole cart (409).
   */
  async checkLines(lines: { productId: number; quantity: number; price?: number }[]) {
    // a product hidden past the plan's count (plan_visibility) is not sold, even from an older cart
    const visible = await PlanVisibility.rule(this.website, 'products')
    const products = await this.website
      .related('products')
      .query()
      .where(visible)
      .whereIn(
        'id',
        lines.map((line) => line.productId)
      )
      .where('is_active', true)
    lines.forEach((line, index) => {
      const product = products.find((p) => p.id === line.productId)
      if (!product) throw new DomainError('product_not_found', {}, `items.${index}.id`)
      if (line.quantity > MAX_QUANTITY) {
        throw new DomainError('quantity_too_high', { max: MAX_QUANTITY }, `items.${index}.quantity`)
      }
      if (line.price !== undefined && line.price !== product.price) {
        throw new DomainError('order_item_price_changed', {}, `items.${index}.price`)
      }
      if (!hasStockFor(product.stock, line.quantity)) {
        const left = Math.max(product.stock!, 0)
        throw new DomainError(
          'out_of_stock',
          { name: product.name, left },
          `items.${index}.quantity`
        )
      }
    })
    const quantities = new Map<number, number>()
    for (const line of lines) {
      quantities.set(
        line.productId,
        Math.min((quantities.get(line.productId) ?? 0) + line.quantity, MAX_QUANTITY)
      )
    }
    return [...quantities].map(([productId, quantity]) => {
      const product = products.find((p) => p.id === productId)!
      return { productId, quantity, productName: product.name, seenPrice: product.price }
    })
  }

  /** Replaces the cart's lines by these (inside the caller's transaction). */
  async replaceLines(
    cart: Cart,
    lines: Awaited<ReturnType<CartService['checkLines']>>,
    trx: TransactionClientContract
  ) {
    await CartItem.query({ client: trx })
      .where('website_id', this.website.id)
      .where('cart_id', cart.id)
      .delete()
    await CartItem.createMany(
      lines.map((line) => ({ websiteId: this.website.id, cartId: cart.id, ...line })),
      { client: trx }
    )
  }

  /** A line of this cart, or 404: another cart's line id is not found here. */
  private async line(lineId: number) {
    const cart = await this.find()
    return CartItem.query()
      .where('website_id', this.website.id)
      .where('cart_id', cart?.id ?? 0)
      .where('id', lineId)
      .firstOrFail()
  }

  async setQuantity(lineId: number, quantity: number) {
    const line = await this.line(lineId)
    const wanted = Math.min(Math.max(quantity, 1), MAX_QUANTITY)
    await line.load('product')
    const product = line.product
    // lowering a quantity is always allowed; raising it past what is left is not
    if (product && wanted > line.quantity && !hasStockFor(product.stock, wanted)) {
      const left = Math.max(product.stock!, 0)
      throw new DomainError('out_of_stock', { name: product.name, left }, 'quantity')
    }
    line.quantity = wanted
    await line.save()
  }

  async remove(lineId: number) {
    const line = await this.line(lineId)
    await line.delete()
  }

  /**
   * The cart as the pages show it, with current prices; lines whose product is gone are marked, and a
   * price that changed shows the old one. `acknowledge` records the shown prices as seen.
   */
  async view(
    options: { acknowledge?: boolean; trx?: TransactionClientContract } = {}
  ): Promise<CartView> {
    const cart = await this.find(options.trx)
    const items = cart
      ? await CartItem.query(options.trx ? { client: options.trx } : {})
          .where('website_id', this.website.id)
          .where('cart_id', cart.id)
          .preload('product')
          .orderBy('id')
      : []
    const { kind } = await taxModeOf(
      this.website,
      options.trx ? { client: options.trx } : undefined
    )
    const view = CartService.present(items, kind)
    if (options.acknowledge) {
      for (const item of items) {
        const product = item.product
        if (
          product &&
          product.isActive &&
          (item.seenPrice !== product.price || item.productName !== product.name)
        ) {
          item.seenPrice = product.price
          item.productName = product.name
          await item.save()
        }
      }
    }
    return view
  }

  static present(items: CartItem[], kind: BillKind): CartView {
    const lines = items.map((item): CartLineView => {
      const product = item.product
      const available = !!product && product.isActive
      const unitPrice = available ? product.price : 0
      return {
        id: item.id,
        productId: available ? product.id : null,
        name: product?.name ?? item.productName ?? 'منتج محذوف',
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

  /** The navbar's count and total in one query, prices from the products. */
  async summary(): Promise<CartSummary> {
    if (!this.owner) return { count: 0, total: 0 }
    const query = db
      .from('carts')
      .join('cart_items', (join) => {
        join.on('cart_items.cart_id', 'carts.id').andOn('cart_items.website_id', 'carts.website_id')
      })
      .join('products', (join) => {
        join
          .on('products.id', 'cart_items.product_id')
          .andOn('products.website_id', 'carts.website_id')
      })
      .where('carts.website_id', this.website.id)
      .where('products.is_active', true)
    if (this.owner.customerId) query.where('carts.customer_id', this.owner.customerId)
    else query.where('carts.guest_token', this.owner.guestToken!).whereNull('carts.customer_id')
    const row = await query
      .select(
        db.raw('COALESCE(SUM(cart_items.quantity), 0) as count'),
        db.raw('COALESCE(SUM(cart_items.quantity * products.price), 0) as total')
      )
      .first()
    return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) }
  }

  /**
   * At login: the guest's cart joins the customer's. Lines of the same product add up (at most 10);
   * without a customer cart the guest cart simply becomes the customer's.
   */
  static async mergeGuestCart(website: Website, guestToken: string, customerId: number) {
    await db.transaction(async (trx) => {
      const guest = await Cart.query({ client: trx })
        .where('website_id', website.id)
        .where('guest_token', guestToken)
        .whereNull('customer_id')
        .first()
      if (!guest) return
      const mine = await Cart.query({ client: trx })
        .where('website_id', website.id)
        .where('customer_id', customerId)
        .first()
      if (!mine) {
        guest.customerId = customerId
        guest.guestToken = null
        guest.expiresAt = null
        await guest.save()
        return
      }
      const guestLines = await CartItem.query({ client: trx })
        .where('website_id', website.id)
        .where('cart_id', guest.id)
      const myLines = await CartItem.query({ client: trx })
        .where('website_id', website.id)
        .where('cart_id', mine.id)
      for (const line of guestLines) {
        const same = myLines.find((l) => l.productId !== null && l.productId === line.productId)
        if (same) {
          same.quantity = Math.min(same.quantity + line.quantity, MAX_QUANTITY)
          await same.save()
          await line.delete()
        } else {
          line.cartId = mine.id
          await line.save()
        }
      }
      await guest.delete()
    })
  }
}
