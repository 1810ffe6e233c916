import { PlanVisibility } from '#services/plans/plan_visibility'
import { CustomerMobiles } from '#services/customers/customer_mobiles'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Address from '#models/address'
import Cart from '#models/cart'
import CartItem from '#models/cart_item'
import Order from '#models/order'
import OrderItem from '#models/order_item'
import type Customer from '#models/customer'
import type Branch from '#models/branch'
import type Website from '#models/website'
import { CartService } from '#services/cart/cart_service'
import { CustomerAddresses, formatAddress } from '#services/customers/customer_addresses'
import { checkCartLines, replaceCartLines } from '#services/cart/cart_sent_whole'
import { presentCart } from '#services/cart/cart_view'
import { isUniqueViolation } from '#services/auth/db_errors'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { BillService, nextWebsiteNumber } from '#services/invoices/bill_service'
import { splitFor, taxModeOf } from '#services/invoices/tax_mode'
import { DeliverySettings, requireDestination } from '#services/delivery/delivery_settings'
import type { DeliveryMethod } from '#services/delivery/delivery_fee'
import { purchasePlaced } from '#services/dashboard/purchase_desk'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { jobs } from '#services/jobs/jobs'
import { UNPAID_ORDER_MINUTES, type OnlineMethod } from '#services/payments/online_payments'
import { Stock } from '#services/catalogue/stock'
import { websiteChanged } from '#services/cache/site_changes'

/** How the customer receives the order: delivered or picked up, and the date and slot asked for. */
interface DeliveryChoice {
  method: DeliveryMethod
  requestedDate?: string | null
  requestedSlot?: string | null
}

/**
 * Cash-on-delivery checkout of a signed-in customer: the address (shipping step), the branch, and the
 * confirmation that turns the cart into an order and its bill in one transaction.
 */
export class CheckoutService {
  constructor(
    private website: Website,
    private customer: Customer
  ) {}

  /** set when the placed order took units of a product that counts its stock */
  private stockChanged = false

  /** The cart's chosen address when it is still one of the customer's. */
  async chosenAddressId() {
    const cart = await new CartService(this.website, { customerId: this.customer.id }).find()
    if (!cart?.addressId) return null
    const address = await CustomerAddresses.findOwn(this.website, this.customer, cart.addressId)
    return address?.id ?? null
  }

  /**
   * The customer's mobile, asked once: a customer without one (signed up before it was asked, or
   * through an app) gives it at the first checkout and keeps it. A customer who has one keeps theirs.
   */
  async keepMobile(mobile: string | undefined) {
    await CustomerMobiles.keep(this.website, this.customer, mobile)
  }

  async chooseAddress(address: Address) {
    const cart = await new CartService(this.website, {
      customerId: this.customer.id,
    }).findOrCreate()
    cart.addressId = address.id
    await cart.save()
  }

  /** The branch picked in the navbar, when it is a branch of this website (or the only branch). */
  async chosenBranch(id: number | null) {
    const query = this.website.related('branches').query()
    await PlanVisibility.apply(query, this.website, 'branches')
    const branches = await query.orderBy('sort_order')
    const chosen = branches.find((branch) => branch.id === id) ?? null
    return { branches, chosen: chosen ?? (branches.length === 1 ? branches[0] : null) }
  }

  /**
   * Confirms the order. The cart row is locked (PostgreSQL) or the single SQLite writer serialises it,
   * so concurrent confirmations of one cart make one order; the form's token makes a resubmitted form
   * return the order it already created. Prices are read from the products inside the transaction.
   */
  async place(input: {
    token: string
    notes?: string
    branch: Branch | null
    /** an online method: the order waits unpaid for the gateway (cancelled after 30 minutes) */
    paymentMethod?: OnlineMethod
    delivery: DeliveryChoice
  }) {
    // taking orders is a plan feature (manage_orders): without it the storefront takes none
    if (!(await PlanLimits.hasFeature(this.website, 'manage_orders'))) {
      throw new DomainError('orders_unavailable')
    }
    try {
      return await this.placeAndAnnounce((trx) => this.placeIn(trx, input))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const existing = await this.orderOfToken(input.token)
      if (existing) return existing
      throw error
    }
  }

  /**
   * An order sent whole (the API's POST /order): the items become the customer's cart (prices from
   * the database), the address and branch must be the customer's and the website's, then the same
   * confirmation as the checkout page. The same token again returns the order already made.
   */
  async placeItems(input: {
    token: string
    items: { productId: number; quantity: number; price?: number }[]
    /** a delivery's address; a pick-up needs none (delivery_settings.ts: requireDestination) */
    addressId: number | null
    branchId: number | null
    notes?: string
    delivery: DeliveryChoice
  }) {
    if (!(await PlanLimits.hasFeature(this.website, 'manage_orders'))) {
      throw new DomainError('orders_unavailable')
    }
    const existing = await this.orderOfToken(input.token)
    if (existing) return existing
    // the API names the branch `branch`; the same rule as the checkout page, before any work
    requireDestination(
      input.delivery.method,
      { address: input.addressId !== null, branch: input.branchId !== null },
      'branch'
    )
    const pickup = input.delivery.method === 'pickup'
    const address =
      input.addressId === null || pickup
        ? null
        : await CustomerAddresses.findOwn(this.website, this.customer, input.addressId)
    if (!pickup && !address) throw new DomainError('address_not_found')
    let branch: Branch | null = null
    if (input.branchId !== null) {
      const { chosen } = await this.chosenBranch(input.branchId)
      if (!chosen || chosen.id !== input.branchId) throw new DomainError('branch_not_found')
      branch = chosen
    }
    const carts = new CartService(this.website, { customerId: this.customer.id })
    const lines = await checkCartLines(this.website, input.items)
    const cart = await carts.findOrCreate()
    try {
      // the lines, the address and the order in one transaction on the locked cart, so a retried or
      // concurrent call with the same token makes one order and leaves the cart as the order left it
      return await this.placeAndAnnounce(async (trx) => {
        const locked = Cart.query({ client: trx })
          .where('website_id', this.website.id)
          .where('id', cart.id)
        if (trx.dialect.name === 'postgres') locked.forUpdate()
        await locked.first()
        const already = await this.orderOfToken(input.token, trx)
        if (already) return already
        await replaceCartLines(this.website, cart, lines, trx)
        // a pick-up leaves the cart's address as it was: placeIn does not read it for one
        if (address) {
          await Cart.query({ client: trx })
            .where('website_id', this.website.id)
            .where('id', cart.id)
            .update({ address_id: address.id })
        }
        return this.placeIn(trx, {
          token: input.token,
          notes: input.notes,
          branch,
          delivery: input.delivery,
        })
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const made = await this.orderOfToken(input.token)
      if (made) return made
      throw error
    }
  }

  /**
   * Runs one way of placing an order in its transaction, then announces the new order once, after the
   * commit (toast, mail, webhooks listen to 'purchase:placed'), whichever way it was placed: the
   * storefront's checkout and the API's order alike. A replayed token returns the order it already
   * made ($isLocal false), which is not announced again.
   */
  private async placeAndAnnounce(work: (trx: TransactionClientContract) => Promise<Order>) {
    const order = await db.transaction(async (trx) => {
      const placed = await work(trx)
      // the webhooks' deliveries are stored with the order: a rolled-back order sends nothing
      if (placed.$isLocal) {
        await WebhookEvents.purchase(trx, this.website.id, 'order', placed.id, 'created')
      }
      return placed
    })
    if (order.$isLocal) await purchasePlaced(this.website.id, 'order', order.id)
    if (this.stockChanged) await websiteChanged(this.website.id)
    return order
  }

  private orderOfToken(token: string, trx?: TransactionClientContract) {
    return Order.query(trx ? { client: trx } : {})
      .where('website_id', this.website.id)
      .where('customer_id', this.customer.id)
      .where('checkout_token', token)
      .first()
  }

  private async placeIn(
    trx: TransactionClientContract,
    input: {
      token: string
      notes?: string
      branch: Branch | null
      paymentMethod?: OnlineMethod
      delivery: DeliveryChoice
    }
  ) {
    const cartQuery = Cart.query({ client: trx })
      .where('website_id', this.website.id)
      .where('customer_id', this.customer.id)
    if (trx.dialect.name === 'postgres') cartQuery.forUpdate()
    const cart = await cartQuery.first()

    const already = await this.orderOfToken(input.token, trx)
    if (already) return already

    const items = cart
      ? await CartItem.query({ client: trx })
          .where('website_id', this.website.id)
          .where('cart_id', cart.id)
          .preload('product')
          .preload('option')
          .orderBy('id')
      : []
    if (!cart || items.length === 0) {
      throw new DomainError('cart_empty')
    }
    const { kind } = await taxModeOf(this.website, { client: trx })
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
      ? await CustomerAddresses.findOwn(this.website, this.customer, cart.addressId, trx)
      : null
    const pickup = input.delivery.method === 'pickup'
    // the fee, the pick-up branch and the requested date are the server's, never the browser's
    const delivery = DeliverySettings.resolve(await DeliverySettings.of(this.website, trx), {
      method: input.delivery.method,
      hasAddress: !!address,
      city: address?.city ?? null,
      itemsTotal: view.total,
      branch: input.branch,
      requestedDate: input.delivery.requestedDate,
      requestedSlot: input.delivery.requestedSlot,
    })

    // the order keeps the mobile it was placed with (issue 36): the merchant calls or writes to it
    const customerMobile = CustomerMobiles.required(this.customer)

    const number = await nextWebsiteNumber(trx, this.website.id, 'last_order_number')
    // the fee is a VAT-inclusive line of the order: its VAT is in the order's (and the bill's) VAT
    const { subtotal, vat, total } = splitFor(view.total + delivery.fee, kind)
    const order = await Order.create(
      {
        websiteId: this.website.id,
        customerId: this.customer.id,
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
        websiteId: this.website.id,
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
    if (await Stock.take(trx, this.website.id, view.lines)) this.stockChanged = true
    await BillService.issue(trx, {
      websiteId: this.website.id,
      customerId: this.customer.id,
      orderId: order.id,
      total,
      paymentMethod: input.paymentMethod ?? 'cod',
    })
    if (input.paymentMethod) {
      await jobs.dispatch(
        'payments.expire_order',
        { websiteId: this.website.id, orderId: order.id },
        { trx, runAt: Date.now() + UNPAID_ORDER_MINUTES * 60_000, maxAttempts: 5 }
      )
    }
    await CartItem.query({ client: trx })
      .where('website_id', this.website.id)
      .where('cart_id', cart.id)
      .delete()
    return order
  }
}
