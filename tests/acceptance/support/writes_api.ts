// Write-walk cases of /api/v1: customer and merchant tokens, addresses, orders, bookings, visits, uploads.
import { randomUUID } from 'node:crypto'
import { DEMO } from '#tests/acceptance/support/cast'
import { imageFile, multipart } from '#tests/acceptance/support/flows'
import { ADDRESS, walkMobile } from '#tests/acceptance/support/payloads'
import { demoCatalogue } from '#tests/acceptance/support/writes_store'
import { RUN, type WriteTable, type WriteWalk } from '#tests/acceptance/support/write_walk'
import type { Answer } from '#tests/acceptance/support/answer'

const site = { username: DEMO.site }

/** The API's customer (tests/functional/api/auth.spec.ts): signed up through /api/v1/auth/register. */
const API_CUSTOMER = {
  name: 'عميل واجهة الجولة',
  email: `walk-api-${RUN}@example.com`,
  password: 'walk-pass-1',
}

/** Keeps the token pair of a sign-in answer (customer: authorisation.token; merchant: token). */
function keepTokens(prefix: 'customer' | 'merchant') {
  return (w: WriteWalk, answer: Answer) => {
    const body = answer.json<{
      token?: string
      authorisation: { token: string }
      refresh_token: string
    }>()
    w.made.set(`${prefix}Access`, body.authorisation.token)
    w.made.set(`${prefix}Refresh`, body.refresh_token)
  }
}

const customer = (w: WriteWalk) => w.text('customerAccess')
const merchant = (w: WriteWalk) => w.text('merchantAccess')

export const API_WRITES: WriteTable = {
  'api.visits.store': {
    step: 10,
    as: 'api',
    valid: (w) => ({ json: { website_id: w.records.site.id, path: '/o/demo' } }),
    invalid: { kind: 'input', send: () => ({ json: { website_id: 'demo' } }) },
  },
  'api.visits.store_alias': {
    step: 10,
    as: 'api',
    valid: (w) => ({ json: { website_id: w.records.site.id, path: '/o/demo/products' } }),
    invalid: { kind: 'input', send: () => ({ json: { path: 12 } }) },
  },

  // ---- a customer of the API: sign-up, login, refresh, its addresses, an order and a booking
  'api.auth.register': {
    step: 55,
    as: 'api',
    valid: () => ({ query: site, json: API_CUSTOMER }),
    invalid: { kind: 'input', send: () => ({ query: site, json: { email: 'x' } }) },
    invalidFirst: true,
    then: keepTokens('customer'),
  },
  'api.auth.login': {
    step: 55.01,
    as: 'api',
    valid: () => ({
      query: site,
      json: { email: API_CUSTOMER.email, password: API_CUSTOMER.password },
    }),
    invalid: { kind: 'input', send: () => ({ query: site, json: { email: 'x' } }) },
    then: keepTokens('customer'),
  },
  'api.auth.refresh': {
    step: 55.02,
    as: 'api',
    valid: (w) => ({ json: { token: w.text('customerRefresh') } }),
    invalid: { kind: 'input', send: () => ({ json: { token: 'short' } }) },
    then: keepTokens('customer'),
  },
  'api.auth.refresh_token': {
    step: 55.03,
    as: 'api',
    valid: (w) => ({ json: { refreshToken: w.text('customerRefresh') } }),
    invalid: { kind: 'input', send: () => ({ json: {} }) },
    then: keepTokens('customer'),
  },
  'api.auth.me_post': {
    step: 55.04,
    as: 'api',
    valid: (w) => ({ bearer: customer(w) }),
    invalid: { kind: 'token' },
  },
  'api.addresses.store': {
    step: 55.05,
    as: 'api',
    valid: (w) => ({ bearer: customer(w), json: ADDRESS }),
    invalid: { kind: 'input', send: (w) => ({ bearer: customer(w), json: { country: 'US' } }) },
    then: (w, answer) => {
      w.made.set('apiAddress', answer.json<{ ad: { id: number } }>().ad.id)
    },
  },
  'api.orders.store': {
    step: 55.06,
    as: 'api',
    valid: async (w) => {
      const { product, branch } = await demoCatalogue(w)
      return {
        bearer: customer(w),
        json: {
          checkout_token: randomUUID(),
          address_id: w.get('apiAddress'),
          payment_method: 'cod',
          items: [{ id: product, quantity: 1 }],
          branch,
          // the customer signed up through the API without a mobile: the first order asks it
          mobile: walkMobile(),
        },
      }
    },
    invalid: {
      kind: 'input',
      send: (w) => ({ bearer: customer(w), json: { payment_method: 'cod', items: [] } }),
    },
  },
  'api.booking_cart.store': {
    step: 55.07,
    as: 'api',
    valid: async (w) => ({
      bearer: customer(w),
      json: { services: [{ service_id: (await demoCatalogue(w)).service, option_id: 'any' }] },
    }),
    invalid: { kind: 'input', send: (w) => ({ bearer: customer(w), json: { services: 'all' } }) },
    then: (w, answer) => {
      w.made.set('apiCart', answer.json<{ cart_id: number }>().cart_id)
    },
  },
  'api.booking_times.index': {
    step: 55.08,
    as: 'api',
    valid: (w) => ({ bearer: customer(w), json: { reservation_cart_id: w.get('apiCart') } }),
    invalid: { kind: 'input', send: (w) => ({ bearer: customer(w), json: {} }) },
    then: (w, answer) => {
      type Day = { date: string; available_times1: { time: string }[] }
      const day = answer
        .json<{ availability: Day[] }>()
        .availability.find((d) => d.available_times1.length > 0)
      if (!day) throw new Error('no free time for the API booking')
      const [yyyy, mm, dd] = day.date.split('-')
      w.made.set('apiSlot', `${dd}-${mm}-${yyyy} ${day.available_times1[0].time}`)
    },
  },
  'api.bookings.store': {
    step: 55.09,
    as: 'api',
    valid: (w) => ({
      bearer: customer(w),
      json: { cart: w.get('apiCart'), payment_method: 'on_arrive', date: w.text('apiSlot') },
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({ bearer: customer(w), json: { cart: 'x', date: '2026-01-01' } }),
    },
    // a booked cart is gone: the refused confirmation goes first
    invalidFirst: true,
  },
  'api.addresses.destroy': {
    step: 55.1,
    as: 'api',
    valid: (w) => ({ bearer: customer(w), params: { id: w.get('apiAddress') } }),
    invalid: { kind: 'unknown', param: 'id' },
  },

  // ---- the marketing site's merchant calls
  'api.merchant_auth.register': {
    step: 56,
    as: 'api',
    valid: () => ({
      json: {
        name: 'تاجر واجهة الجولة',
        email: `walk-api-merchant-${RUN}@example.com`,
        phone: '0559876543',
        password: 'walk-pass-1',
      },
    }),
    invalid: { kind: 'input', send: () => ({ json: { name: 'x', phone: '1' } }) },
    invalidFirst: true,
  },
  'api.merchant_auth.login': {
    step: 56.01,
    as: 'api',
    valid: () => ({ json: { email: DEMO.merchant, password: DEMO.password } }),
    invalid: { kind: 'input', send: () => ({ json: { email: 'x' } }) },
    then: keepTokens('merchant'),
  },
  'api.uploads.store': {
    step: 56.02,
    as: 'api',
    valid: async (w) => ({
      bearer: merchant(w),
      query: site,
      form: multipart({}, { image: await imageFile('jpeg') }),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({ bearer: merchant(w), query: site, form: multipart({ image: 'text' }) }),
    },
  },

  // ---- logouts last
  'api.auth.logout': {
    step: 99,
    as: 'api',
    valid: (w) => ({ bearer: customer(w) }),
    invalid: { kind: 'token' },
    invalidFirst: true,
  },
  'api.merchant_auth.logout': {
    step: 99,
    as: 'api',
    valid: (w) => ({ bearer: merchant(w) }),
    invalid: { kind: 'token' },
    invalidFirst: true,
  },
}
