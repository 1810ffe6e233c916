// Texts a customer of a website on their mobile (sign-in codes send their own; order steps call this).
import logger from '@adonisjs/core/services/logger'
import type Customer from '#models/customer'
import type Website from '#models/website'
import { Sms } from '#services/sms/sms'
import { SmsError } from '#services/sms/sms_provider'

/**
 * `send(website, customer, text)` answers whether the text went: false when SMS is off, the customer
 * (of another website, or) without a mobile, or the provider refused it (logged). Never throws for
 * the provider, so a notice by SMS cannot break the action that sends it.
 */
export const CustomerSms = {
  enabled: () => Sms.enabled(),

  async send(website: Website, customer: Customer, text: string): Promise<boolean> {
    const provider = Sms.provider()
    if (!provider || customer.websiteId !== website.id || !customer.phone) return false
    try {
      await provider.send(customer.phone, text)
      return true
    } catch (error) {
      if (!(error instanceof SmsError)) throw error
      logger.warn(
        { websiteId: website.id, customerId: customer.id, status: error.status },
        'customer SMS refused'
      )
      return false
    }
  },
}
