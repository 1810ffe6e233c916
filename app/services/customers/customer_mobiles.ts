// A customer's mobile, asked once: kept on the account at the first order or booking that gives it.
import type Customer from '#models/customer'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'

export const CustomerMobiles = {
  /**
   * Keeps `mobile` on a customer of the website who has none (signed up before it was asked, or
   * through an app); a customer who has one keeps theirs. mobile_taken when another customer of the
   * website has it (it signs in with an SMS code).
   */
  async keep(website: Website, customer: Customer, mobile: string | undefined) {
    if (customer.phone || !mobile) return
    const taken = await website
      .related('customers')
      .query()
      .where('phone', mobile)
      .whereNot('id', customer.id)
      .first()
    if (taken) throw new DomainError('mobile_taken')
    customer.phone = mobile
    await customer.save()
  },

  /** The mobile a purchase is placed with; mobile_required when the customer gave none yet. */
  required(customer: Customer): string {
    if (!customer.phone) throw new DomainError('mobile_required')
    return customer.phone
  },
}
