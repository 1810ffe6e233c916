// The cart of one customer or guest on a website: finding it, adding, changing and removing lines, reading it.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import type Website from '#models/website'
import { taxModeOf } from '#services/invoices/tax_mode'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#services/auth/db_errors'
import { sqlDateTime } from '#services/sql_time'
import { chosenOption, MAX_QUANTITY, requireStock } from '#services/cart/cart_line_rule'
import { presentCart, type CartSummary, type CartView } from '#services/cart/cart_view'

/** A guest cart is kept this long after its last change. */
const GUEST_CART_DAYS = 30

type CartOwner =
  { customerId: number; guestToken?: undefined } | { guestToken: string; customerId?: undefined }

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
    const option = await chosenOption(this.website, product, optionId)
    requireStock(product, quantity, 'quantity')

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
    if (product && wanted > line.quantity) requireStock(product, wanted, 'quantity')
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
    const view = presentCart(items, kind)
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
}
