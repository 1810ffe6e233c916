// Helpers of the plan billing tests: a checkout made through the plan page and paid at the Moyasar fake.
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import type User from '#models/user'
import type Website from '#models/website'
import SubscriptionPayment from '#models/subscription_payment'
import { urlFor } from '#http/urls/urls'
import { send } from '#tests/functional/dashboard/form_helpers'
import { FAKE_KEYS, GOOD_CARD } from '#tests/functional/payments/moyasar_fake'

export const planPage = (username: string) => urlFor('dashboard.plan.show', { username })

/** POST /plan/checkouts as the owner; the checkout row it made (null when refused). */
export async function checkoutAs(
  client: ApiClient,
  owner: User,
  website: Website,
  data: Record<string, unknown>
) {
  const response = await send(
    client,
    'post',
    urlFor('dashboard.plan.checkouts.store', { username: website.username }),
    owner,
    planPage(website.username),
    data
  )
  const checkout = await SubscriptionPayment.query()
    .where('website_id', website.id)
    .orderBy('id', 'desc')
    .first()
  return { response, checkout }
}

/**
 * What the plan page's card form does: POST /v1/payments to the gateway with the platform's
 * publishable key and the checkout's metadata, then the 3-D Secure page passed (or failed).
 */
export async function payAtFake(
  website: Website,
  checkout: SubscriptionPayment,
  options: {
    amount?: number
    metadata?: Record<string, string>
    number?: string
    threeDs?: 'pass' | 'fail'
  } = {}
) {
  const base = env.get('MOYASAR_API_URL')!
  const created = await fetch(`${base}/payments`, {
    method: 'POST',
    headers: {
      'Authorization': `Basic ${Buffer.from(`${FAKE_KEYS.publishable}:`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      amount: options.amount ?? checkout.amount,
      currency: 'SAR',
      description: 'plan',
      callback_url: `http://127.0.0.1${callbackOf(website, checkout)}`,
      metadata: options.metadata ?? {
        website_id: String(website.id),
        plan_checkout_id: String(checkout.id),
      },
      source: {
        type: 'creditcard',
        name: 'Test Owner',
        number: options.number ?? GOOD_CARD,
        month: 12,
        year: 2030,
        cvc: '123',
      },
    }),
  })
  const payment = (await created.json()) as { id: string; source: { transaction_url: string } }
  await fetch(payment.source.transaction_url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${options.threeDs ?? 'pass'}`,
    redirect: 'manual',
  })
  return payment.id
}

export const callbackOf = (website: Website, checkout: { id: number }) =>
  urlFor('dashboard.plan.checkouts.callback', { username: website.username, id: checkout.id })

/** Moyasar sending the owner back to the callback with ?id= */
export function callback(
  client: ApiClient,
  owner: User,
  website: Website,
  checkout: { id: number },
  paymentId: string
) {
  return client
    .get(callbackOf(website, checkout))
    .qs({ id: paymentId, status: 'paid' })
    .loginAs(owner)
    .redirects(0)
}
