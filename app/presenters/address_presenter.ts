import type Address from '#models/address'
import { formatAddress } from '#services/customers/customer_addresses'

/** A delivery address for the address pages and the API. */
export const AddressPresenter = {
  address(address: Address) {
    return {
      id: address.id,
      country: address.country,
      city: address.city,
      district: address.district,
      street: address.street,
      shortAddress: address.shortAddress,
      text: formatAddress(address),
    }
  },
}
