import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type Customer from '#models/customer'
import type Address from '#models/address'

/** A customer uses and deletes only their own addresses on their own website. */
export default class CustomerAddressPolicy extends BasePolicy {
  private owns(customer: Customer, address: Address) {
    return address.websiteId === customer.websiteId && address.customerId === customer.id
  }

  use(customer: Customer, address: Address): AuthorizerResponse {
    return this.owns(customer, address)
  }

  delete(customer: Customer, address: Address): AuthorizerResponse {
    return this.owns(customer, address)
  }
}
