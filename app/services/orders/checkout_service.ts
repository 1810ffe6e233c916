// A signed-in customer's checkout: the address and branch chosen, the order placed and announced.
import { PlanVisibility } from '#services/plans/plan_visibility'
import { CustomerMobiles } from '#services/customers/customer_mobiles'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Address from '#models/address'
import Cart from '#models/cart'
import type Order from '#models/order'
import type Customer from '#models/customer'
import type Branch from '#models/branch'
import type Website from '#models/website'
import { CartService } from '#services/cart/cart_service'
import { CustomerAddresses } from '#services/customers/customer_addresses'
import { checkCartLines, replaceCartLines } from '#services/cart/cart_sent_whole'
import { isUniqueViolation } from '#services/auth/db_errors'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { requireDestination } from '#services/delivery/delivery_settings'
import { purchasePlaced } from '#services/dashboard/purchase_desk'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { websiteChanged } from '#services/cache/site_changes'
import {
  orderFromCart,
  orderOfToken,
  type CartOrderInput,
  type DeliveryChoice,
} from '#services/orders/order_from_cart'

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
  async place(input: CartOrderInput) {
    // taking orders is a plan feature (manage_orders): without it the storefront takes none
    if (!(await PlanLimits.hasFeature(this.website, 'manage_orders'))) {
      throw new DomainError('orders_unavailable')
    }
    try {
      return await this.placeAndAnnounce((trx) => this.placeIn(trx, input))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const existing = await orderOfToken(this.website, this.customer, input.token)
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
    const existing = await orderOfToken(this.website, this.customer, input.token)
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
        const already = await orderOfToken(this.website, this.customer, input.token, trx)
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
      const made = await orderOfToken(this.website, this.customer, input.token)
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

  /** The cart's order in this transaction; units taken refresh the cached pages after the commit. */
  private async placeIn(trx: TransactionClientContract, input: CartOrderInput) {
    const { order, stockTaken } = await orderFromCart(trx, this.website, this.customer, input)
    if (stockTaken) this.stockChanged = true
    return order
  }
}
