import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type Customer from '#models/customer'
import type Order from '#models/order'

/**
 * A storefront customer sees, prints and reorders only their own orders, on their own website. Anything
 * else is answered as not found (404), never as forbidden, so ids of others leak nothing.
 */
export default class CustomerOrderPolicy extends BasePolicy {
  private owns(customer: Customer, order: Order) {
    return order.websiteId === customer.websiteId && order.customerId === customer.id
  }

  view(customer: Customer, order: Order): AuthorizerResponse {
    return this.owns(customer, order)
  }

  print(customer: Customer, order: Order): AuthorizerResponse {
    return this.owns(customer, order)
  }

  reorder(customer: Customer, order: Order): AuthorizerResponse {
    return this.owns(customer, order)
  }
}
