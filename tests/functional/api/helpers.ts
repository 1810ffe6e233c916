import type { ApiClient } from '@japa/api-client'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import type Customer from '#models/customer'
import { makeCustomer, PASSWORD } from '#tests/functional/store/account_helpers'

export { PASSWORD }

/** The API's address of a route name (with its params and query). */
export async function websites() {
  const demo = await Website.findByOrFail('username', 'demo')
  const nakheel = await Website.findByOrFail('username', 'nakheel')
  return { demo, nakheel }
}

export async function resetLimits() {
  await limiter.clear()
}

export interface Session {
  token: string
  refresh: string
  customer: Customer
}

/** A new customer of the website, logged in through the API: their bearer and refresh tokens. */
export async function apiLogin(
  client: ApiClient,
  website: Website,
  email: string
): Promise<Session> {
  const customer = await makeCustomer(website, email)
  const response = await client
    .post(`/api/v1/auth/login?username=${website.username}`)
    .json({ email, password: PASSWORD })
  response.assertStatus(200)
  return {
    token: response.body().authorisation.token,
    refresh: response.body().refresh_token,
    customer,
  }
}
