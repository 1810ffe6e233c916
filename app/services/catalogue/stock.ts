// A product's stock: the one rule for what is left to sell, taken by an order and given back by its cancellation.
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'

/** Shown as "only N left" at or under this count. */
export const LOW_STOCK = 5

/** What the pages say of a product's stock (null: not counted, sold without limit). */
export function stockState(stock: number | null) {
  return {
    soldOut: stock !== null && stock <= 0,
    /** the units left when they are few (the page says «بقي N فقط»), else null */
    fewLeft: stock !== null && stock > 0 && stock <= LOW_STOCK ? stock : null,
  }
}

/** Whether this quantity can be sold now. */
export function hasStockFor(stock: number | null, quantity: number) {
  return stock === null || stock >= quantity
}

export const Stock = {
  /**
   * Takes the ordered quantities off the products' stock, inside the order's transaction. Each line is
   * one conditional UPDATE (only where enough is left), so two checkouts of the last unit cannot both
   * take it: PostgreSQL's row lock and SQLite's single writer make the second see what the first left.
   * A line short of stock throws, and the whole order rolls back. Returns whether a counted stock
   * changed (the store's kept pages then show the new count).
   */
  async take(
    trx: TransactionClientContract,
    websiteId: number,
    lines: { productId: number | null; quantity: number; name: string }[]
  ) {
    let changed = false
    for (const line of lines) {
      if (line.productId === null) continue
      const taken = await trx
        .from('products')
        .where('website_id', websiteId)
        .where('id', line.productId)
        .whereNotNull('stock')
        .where('stock', '>=', line.quantity)
        .decrement('stock', line.quantity)
      if (Number(taken) > 0) {
        changed = true
        continue
      }
      const row = await trx
        .from('products')
        .where('website_id', websiteId)
        .where('id', line.productId)
        .select('stock')
        .first()
      if (row && row.stock !== null) {
        throw new DomainError('out_of_stock', { name: line.name, left: Math.max(row.stock, 0) })
      }
    }
    return changed
  },

  /**
   * Gives a cancelled order's quantities back to the products that still count their stock; returns
   * whether any did (the store's kept pages then show the new count).
   */
  async giveBack(trx: TransactionClientContract, websiteId: number, orderId: number) {
    let changed = false
    const items = await trx
      .from('order_items')
      .where('website_id', websiteId)
      .where('order_id', orderId)
      .whereNotNull('product_id')
      .select('product_id', 'quantity')
    for (const item of items) {
      const given = await trx
        .from('products')
        .where('website_id', websiteId)
        .where('id', item.product_id)
        .whereNotNull('stock')
        .increment('stock', item.quantity)
      if (Number(given) > 0) changed = true
    }
    return changed
  },
}
