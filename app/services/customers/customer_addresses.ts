// A store customer's delivery addresses: listing, adding, finding their own, and the one-line text.
import Address from '#models/address'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Customer from '#models/customer'
import type Website from '#models/website'

interface AddressInput {
  country: string
  city: string
  district: string
  street: string
  short_address: string
}

const COUNTRY_NAMES: Record<string, string> = { SA: 'المملكة العربية السعودية' }

/** One line for the order and the invoice: street, district, city, country - short address. */
export function formatAddress(address: Address) {
  const country = COUNTRY_NAMES[address.country] ?? address.country
  return `${address.street}، ${address.district}، ${address.city}، ${country} - ${address.shortAddress}`
}

/** A customer's delivery addresses on one website: theirs only, newest first. */
export const CustomerAddresses = {
  list(website: Website, customer: Customer) {
    return customer
      .related('addresses')
      .query()
      .where('website_id', website.id)
      .orderBy('id', 'desc')
  },

  create(website: Website, customer: Customer, data: AddressInput) {
    return customer.related('addresses').create({
      websiteId: website.id,
      country: data.country,
      city: data.city,
      district: data.district,
      street: data.street,
      shortAddress: data.short_address,
    })
  },

  /**
   * The customer's own address with this id, or null (another's or another website's is not found);
   * inside a checkout's transaction with `trx`.
   */
  findOwn(website: Website, customer: Customer, id: number, trx?: TransactionClientContract) {
    return Address.query(trx ? { client: trx } : {})
      .where('website_id', website.id)
      .where('customer_id', customer.id)
      .where('id', id)
      .first()
  },
}
