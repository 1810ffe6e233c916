import type Customer from '#models/customer'
import type Website from '#models/website'

interface AddressInput {
  country: string
  city: string
  district: string
  street: string
  short_address: string
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

  /** The customer's own address with this id, or null (another's or another website's is not found). */
  findOwn(website: Website, customer: Customer, id: number) {
    return customer
      .related('addresses')
      .query()
      .where('website_id', website.id)
      .where('id', id)
      .first()
  },
}
