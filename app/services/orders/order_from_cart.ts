// A customer's cart made an order inside the placing transaction: checks, order, lines, stock, bill.
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import Order from '#models/order'
import OrderItem from '#models/order_item'
import type Customer from '#models/customer'
import type Branch from '#models/branch'
import type Website from '#models/website'
import { CustomerMobiles } from '#services/customers/customer_mobiles'
import { CustomerAddresses, formatAddress } from '#services/customers/customer_addresses'
import { presentCart } from '#services/cart/cart_view'
import { DomainError } from '#exceptions/domain_error'
import { BillService, nextWebsiteNumber } from '#services/invoices/bill_service'
import { splitFor, taxModeOf } from '#services/invoices/tax_mode'
import { DeliverySettings } from '#services/delivery/delivery_settings'
import type { DeliveryMethod } from '#services/delivery/delivery_fee'
import { jobs } from '#services/jobs/jobs'
import { UNPAID_ORDER_MINUTES, type OnlineMethod } from '#services/payments/online_payments'
import { Stock } from '#services/catalogue/stock'

/** How the customer receives the order: delivered or picked up, and the date and slot asked for. */
export interface DeliveryChoice {
  method: DeliveryMethod
  requestedDate?: string | null
  requestedSlot?: string | null
}

/** What a confirmation asks of the cart's order. */
export interface CartOrderInput {
  token: string
  notes?: string
  branch: Branch | null
  /** an online method: the order waits unpaid for the gateway (cancelled after 30 minutes) */
  paymentMethod?: OnlineMethod
  delivery: DeliveryChoice
}

/** The customer's order made with this checkout token, if there is one. */
export function orderOfToken(
  website: Website,
  customer: Customer,
  token: string,
  trx?: TransactionClientContract
) {
  return Order.query(trx ? { client: trx } : {})
    .where('website_id', website.id)
    .where('customer_id', customer.id)
    .where('checkout_token', token)
    .first()
}

/**
 * Locks the customer's cart and turns it into an order, its lines and its bill, takes the stock and
 * empties the cart; a token already used returns its order. `stockTaken` says a product that counts
 * its stock lost units, so the caller refreshes the website's cached pages after the commit.
 */
export async function orderFromCart(
  trx: TransactionClientContract,
  website: Website,
  customer: Customer,
  input: CartOrderInput
): Promise<{ order: Order; stockTaken: boolean }> {
  const cartQuery = Cart.query({ client: trx })
    .where('website_id', website.id)
    .where('customer_id', customer.id)
  if (trx.dialect.name === 'postgres') cartQuery.forUpdate()
  const cart = await cartQuery.first()

  const already = await orderOfToken(website, customer, input.token, trx)
  if (already) return { order: already, stockTaken: false }

  const items = cart
    ? await CartItem.query({ client: trx })
        .where('website_id', website.id)
        .where('cart_id', cart.id)
        .preload('product')
        .preload('option')
        .orderBy('id')
    : []
  if (!cart || items.length === 0) {
    throw new DomainError('cart_empty')
  }
  const { kind } = await taxModeOf(website, { client: trx })
  const view = presentCart(items, kind)
  // a deleted option is named: the shopper knows which line to remove and choose again
  const gone = view.lines.find((line) => line.optionGone)
  if (gone) throw new DomainError('cart_option_unavailable', { name: gone.name })
  if (view.hasUnavailable) {
    throw new DomainError('cart_items_unavailable')
  }
  if (view.hasPriceChanges) {
    throw new DomainError('cart_prices_changed')
  }
  const short = view.lines.find((line) => line.stockShort !== null)
  if (short) throw new DomainError('out_of_stock', { name: short.name, left: short.stockShort! })

  const address = cart.addressId
    ? await CustomerAddresses.findOwn(website, customer, cart.addressId, trx)
    : null
  const pickup = input.delivery.method === 'pickup'
  // the fee, the pick-up branch and the requested date are the server's, never the browser's
  const delivery = DeliverySettings.resolve(await DeliverySettings.of(website, trx), {
    method: input.delivery.method,
    hasAddress: !!address,
    city: address?.city ?? null,
    itemsTotal: view.total,
    branch: input.branch,
    requestedDate: input.delivery.requestedDate,
    requestedSlot: input.delivery.requestedSlot,
  })

  // the order keeps the mobile it was placed with (issue 36): the merchant calls or writes to it
  const customerMobile = CustomerMobiles.required(customer)

  const number = await nextWebsiteNumber(trx, website.id, 'last_order_number')
  // the fee is a VAT-inclusive line of the order: its VAT is in the order's (and the bill's) VAT
  const { subtotal, vat, total } = splitFor(view.total + delivery.fee, kind)
  const order = await Order.create(
    {
      websiteId: website.id,
      customerId: customer.id,
      addressId: pickup ? null : address!.id,
      branchId: input.branch?.id ?? null,
      number,
      status: 'pending',
      paymentMethod: input.paymentMethod ?? 'cod',
      shippingAddress: pickup ? null : formatAddress(address!),
      notes: input.notes || null,
      customerMobile,
      subtotal,
      vat,
      total,
      checkoutToken: input.token,
      deliveryMethod: delivery.method,
      deliveryFee: delivery.fee,
      requestedDate: delivery.requestedDate,
      requestedSlot: delivery.requestedSlot,
    },
    { client: trx }
  )
  await OrderItem.createMany(
    view.lines.map((line) => ({
      websiteId: website.id,
      orderId: order.id,
      productId: line.productId,
      itemName: line.name,
      productOptionId: line.optionId,
      optionName: line.optionName,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      totalPrice: line.lineTotal,
    })),
    { client: trx }
  )
  // the units are taken in this transaction: a checkout that finds too few left rolls the order back
  const stockTaken = await Stock.take(trx, website.id, view.lines)
  await BillService.issue(trx, {
    websiteId: website.id,
    customerId: customer.id,
    orderId: order.id,
    total,
    paymentMethod: input.paymentMethod ?? 'cod',
  })
  if (input.paymentMethod) {
    await jobs.dispatch(
      'payments.expire_order',
      { websiteId: website.id, orderId: order.id },
      { trx, runAt: Date.now() + UNPAID_ORDER_MINUTES * 60_000, maxAttempts: 5 }
    )
  }
  await CartItem.query({ client: trx })
    .where('website_id', website.id)
    .where('cart_id', cart.id)
    .delete()
  return { order, stockTaken }
}
