// The customer's text message of an order's fulfilment step (issue 36 item 5), sent by a job when SMS is on.
import Order from '#models/order'
import Website from '#models/website'
import { CustomerSms } from '#services/customers/customer_sms'
import { STEP_LABELS, type FulfilmentStep } from '#services/fulfilment/fulfilment_steps'
import { websiteAddress } from '#http/urls/website_addresses'
import { urlFor } from '#http/urls/urls'

/** «مخبز ريم: طلبك رقم 12 — قيد التجهيز» and the order's page, short enough for two SMS parts. */
function stepText(storeName: string, number: number, step: FulfilmentStep, link: string) {
  return `${storeName}: طلبك رقم ${number} — ${STEP_LABELS[step]}\n${link}`
}

/**
 * Texts the customer of the order its step, when the platform has SMS and the customer a mobile.
 * A refusal of the provider is logged by CustomerSms and not retried: the e-mail said it too.
 */
export async function textOrderStep(websiteId: number, orderId: number, step: FulfilmentStep) {
  if (!CustomerSms.enabled()) return
  const website = await Website.find(websiteId)
  const order = website
    ? await Order.query()
        .where('website_id', website.id)
        .where('id', orderId)
        .preload('customer')
        .first()
    : null
  if (!website || !order) return
  const link = await websiteAddress(
    website,
    urlFor('store.orders.show', { username: website.username, id: order.id })
  )
  await CustomerSms.send(
    website,
    order.customer,
    stepText(website.nameAr, order.number, step, link)
  )
}
