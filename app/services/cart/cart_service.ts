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
import ProductOption from '#models/product_option'

/** SPEC.md section 9: the quantity selector goes from 1 to 10. */
export const MAX_QUANTITY = 10
/** A guest cart is kept this long after its last change. */
const GUEST_CART_DAYS = 30

type CartOwner =
  { customerId: number; guestToken?: undefined } | { guestToken: string; customerId?: undefined }

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

interface CartView {
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
   * Adds a product (in the option chosen, which a product with options needs), or raises the quantity
   * of the line that has it (at most 10): «صغير» and «كبير» of one cake are two lines. Few statements,
   * no model built: the product's id, name, price and option count; its option's name and price; the
   * cart's id (a guest's cart is kept 30 more days in the same statement); one upsert on the line's
   * unique key that refuses a line already at 10.
   */
  async add(productId: number, quantity: number, optionId: number | null = null) {
    const product = (await this.website
      .related('products')
      .query()
      .select('id', 'name', 'price', 'stock', 'option_count')
      .where('id', productId)
      .where('is_active', true)
      .pojo()
      .first()) as {
      id: number
      name: string
      price: number
      stock: number | null
      option_count: number
    } | null
    if (!product) throw new DomainError('product_not_found')
    const option = await this.optionOf(product, optionId)
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
        product_option_id: option?.id ?? null,
        option_name: option?.name ?? null,
        option_key: option?.id ?? 0,
        seen_price: option?.price ?? product.price,
        quantity: Math.min(quantity, MAX_QUANTITY),
        created_at: now,
        updated_at: now,
      })
      .onConflict(['website_id', 'cart_id', 'product_id', 'option_key'])
      .merge({
        quantity: db.knexRawQuery(
          'CASE WHEN cart_items.quantity + excluded.quantity > ? THEN ? ELSE cart_items.quantity + excluded.quantity END',
          [MAX_QUANTITY, MAX_QUANTITY]
        ),
        product_name: product.name,
        option_name: option?.name ?? null,
        seen_price: option?.price ?? product.price,
        updated_at: now,
      })
      // a line already at 10 is left as it is and returns no row
      .where('cart_items.quantity', '<', MAX_QUANTITY)
      .returning('id')
    const rows = (await upsert) as unknown as { id: number }[]
    if (rows.length === 0) throw new DomainError('quantity_too_high', { max: MAX_QUANTITY })
    return { ...product, option }
  }

  /**
   * The option asked for, when it is one of this product's: a product with options needs one (Arabic
   * message, nothing added), one without takes none; another product's or website's id is not found.
   */
  private async optionOf(
    product: { id: number; name: string; option_count: number },
    optionId: number | null,
    field = 'option_id'
  ) {
    if (optionId === null) {
      if (product.option_count > 0) {
        throw new DomainError('product_option_required', { name: product.name }, field)
      }
      return null
    }
    const option = await ProductOption.query()
      .where('website_id', this.website.id)
      .where('product_id', product.id)
      .where('id', optionId)
      .first()
    if (!option) throw new DomainError('product_option_not_found', {}, field)
    return option
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
  async checkLines(
    lines: { productId: number; optionId?: number | null; quantity: number; price?: number }[]
  ) {
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
    const chosen: (ProductOption | null)[] = []
    for (const [index, line] of lines.entries()) {
      const product = products.find((p) => p.id === line.productId)
      if (!product) throw new DomainError('product_not_found', {}, `items.${index}.id`)
      if (line.quantity > MAX_QUANTITY) {
        throw new DomainError('quantity_too_high', { max: MAX_QUANTITY }, `items.${index}.quantity`)
      }
      const option = await this.optionOf(
        { id: product.id, name: product.name, option_count: product.optionCount },
        line.optionId ?? null,
        `items.${index}.option_id`
      )
      chosen.push(option)
      if (line.price !== undefined && line.price !== (option?.price ?? product.price)) {
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
    }
    // one line per product and option, as the cart keeps them
    const merged = new Map<
      string,
      { productId: number; option: ProductOption | null; quantity: number }
    >()
    lines.forEach((line, index) => {
      const option = chosen[index]
      const key = `${line.productId}:${option?.id ?? 0}`
      const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity
      merged.set(key, {
        productId: line.productId,
        option,
        quantity: Math.min(quantity, MAX_QUANTITY),
      })
    })
    return [...merged.values()].map(({ productId, option, quantity }) => {
      const product = products.find((p) => p.id === productId)!
      return {
        productId,
        quantity,
        productName: product.name,
        productOptionId: option?.id ?? null,
        optionName: option?.name ?? null,
        optionKey: option?.id ?? 0,
        seenPrice: option?.price ?? product.price,
      }
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
          .preload('option')
          .orderBy('id')
      : []
    const { kind } = await taxModeOf(
      this.website,
      options.trx ? { client: options.trx } : undefined
    )
    const view = CartService.present(items, kind)
    if (options.acknowledge) {
      for (const [index, item] of items.entries()) {
        const line = view.lines[index]
        if (
          line.available &&
          (item.seenPrice !== line.unitPrice ||
            item.productName !== line.name ||
            item.optionName !== line.optionName)
        ) {
          item.seenPrice = line.unitPrice
          item.productName = line.name
          item.optionName = line.optionName
          await item.save()
        }
      }
    }
    return view
  }

  static present(items: CartItem[], kind: BillKind): CartView {
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
      .leftJoin('product_options', (join) => {
        join
          .on('product_options.id', 'cart_items.product_option_id')
          .andOn('product_options.website_id', 'carts.website_id')
      })
      .where('carts.website_id', this.website.id)
      .where('products.is_active', true)
      // a line whose option is gone is not counted, as the cart page shows it unavailable
      .where((line) => {
        line
          .whereNotNull('product_options.id')
          .orWhere((plain) =>
            plain.where('cart_items.option_key', 0).where('products.option_count', 0)
          )
      })
    if (this.owner.customerId) query.where('carts.customer_id', this.owner.customerId)
    else query.where('carts.guest_token', this.owner.guestToken!).whereNull('carts.customer_id')
    const row = await query
      .select(
        db.raw('COALESCE(SUM(cart_items.quantity), 0) as count'),
        db.raw(
          'COALESCE(SUM(cart_items.quantity * COALESCE(product_options.price, products.price)), 0) as total'
        )
      )
      .first()
    return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) }
  }

  /**
   * At login: the guest's cart joins the customer's. Lines of the same product and option add up (at most 10);
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
        const same = myLines.find(
          (l) =>
            l.productId !== null && l.productId === line.productId && l.optionKey === line.optionKey
        )
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
