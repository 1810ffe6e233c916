import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import Customer from '#models/customer'
import { LogTransport } from '#mails/transports/log_transport'
import { CustomerFactory } from '#database/factories/customer_factory'

export { PASSWORD } from '#database/factories/support'

/** Fresh counters and outbox for each test (the limiter store is memory in tests). */
export async function resetStoreState() {
  LogTransport.clear()
  await limiter.clear()
}

export async function websites() {
  const demo = await Website.findByOrFail('username', 'demo')
  const nakheel = await Website.findByOrFail('username', 'nakheel')
  return { demo, nakheel }
}

/** A new customer of the website, password 'secret123'; with a Saudi mobile of its own unless `phone` is given (null: none). */
export async function makeCustomer(
  website: Website,
  email: string,
  name = 'ريم السبيعي',
  phone?: string | null
) {
  const mobile =
    phone === undefined ? `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` : phone
  return CustomerFactory.merge({ websiteId: website.id, name, email, phone: mobile }).create()
}

export async function seededCustomer(website: Website, email: string) {
  return Customer.query().where('website_id', website.id).where('email', email).firstOrFail()
}

export async function activeProducts(website: Website) {
  return website.related('products').query().where('is_active', true).orderBy('id')
}
