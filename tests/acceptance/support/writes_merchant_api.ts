// Write-walk cases of the merchant API (/api/v1/merchant, API keys) and the dashboard's keys and webhooks pages.
import db from '@adonisjs/lucid/services/db'
import Website from '#models/website'
import { DEMO } from '#tests/acceptance/support/cast'
import { merchantApiKey } from '#tests/acceptance/support/merchant_api_key'
import type { WriteCase, WriteTable, WriteWalk } from '#tests/acceptance/support/write_walk'
import { bookingOf, customerOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'

const dashboard = (path = '') => `/dashboard/${DEMO.site}${path}`
const KEY_NAME = 'مفتاح جولة الكتابة'

/** The walk's API key (every scope), made once through the dashboard. */
export async function apiKeyOf(w: WriteWalk) {
  if (!w.made.has('merchantApiKey')) {
    w.made.set('merchantApiKey', await merchantApiKey(w.visitor('merchant'), DEMO.site))
  }
  return w.text('merchantApiKey')
}

/** A pending order or booking of demo with an unpaid bill, for one write to change. */
export async function fresh(kind: 'orders' | 'bookings') {
  const demo = await Website.findByOrFail('username', DEMO.site)
  const customer = await customerOf(
    demo,
    'عميل جولة الواجهة',
    '0550009988',
    `walk-key-${Date.now()}@example.com`
  )
  return (kind === 'orders' ? await orderOf(demo, customer) : await bookingOf(demo, customer)).id
}

function action(kind: 'orders' | 'bookings', step: number): WriteCase {
  return {
    step,
    as: 'api',
    valid: async (w) => ({ params: { id: await fresh(kind) }, bearer: await apiKeyOf(w) }),
    invalid: { kind: 'token' },
  }
}

/**
 * A refund over the API: the walk's purchases are paid in cash (no gateway runs in the walk), so the
 * valid body is refused by the domain's rule, in Arabic; a body that breaks the validator is a 422.
 */
function refund(kind: 'orders' | 'bookings'): WriteCase {
  return {
    step: 56.35,
    as: 'api',
    valid: async (w) => ({
      params: { id: await fresh(kind) },
      bearer: await apiKeyOf(w),
      json: { amount: '1.00' },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: await fresh(kind) },
        bearer: await apiKeyOf(w),
        json: { amount: 'كثير' },
      }),
    },
    refusedAs: {
      status: 409,
      code: 'refund_not_online',
      why: 'a purchase paid in cash is not refunded through the gateway',
    },
  }
}

function update(kind: 'orders' | 'bookings'): WriteCase {
  return {
    step: 56.4,
    as: 'api',
    valid: async (w) => ({
      params: { id: await fresh(kind) },
      bearer: await apiKeyOf(w),
      json: { status: 'success', paid: true, payment_method: 'cash' },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: await fresh(kind) },
        bearer: await apiKeyOf(w),
        json: { status: 'shipped', payment_method: 'gold' },
      }),
    },
  }
}

/** A product as the API creates it (the dashboard's fields, as JSON). */
const PRODUCT = {
  name: 'منتج جولة الواجهة',
  slug: '',
  sku: '',
  price: '15',
  old_price: null,
  keywords: '',
  store_category_id: null,
  visible: true,
}

export const MERCHANT_API_WRITES: WriteTable = {
  'api.merchant.products.store': {
    step: 56.5,
    as: 'api',
    valid: async (w) => ({ bearer: await apiKeyOf(w), json: PRODUCT }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        bearer: await apiKeyOf(w),
        json: { ...PRODUCT, name: '', price: 'x' },
      }),
    },
    then: (w, answer) => {
      w.made.set('apiProduct', answer.json<{ data: { id: number } }>().data.id)
    },
  },
  'api.merchant.products.update': {
    step: 56.6,
    as: 'api',
    valid: async (w) => ({
      params: { id: w.get('apiProduct') },
      bearer: await apiKeyOf(w),
      json: { ...PRODUCT, price: '16.50' },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: w.get('apiProduct') },
        bearer: await apiKeyOf(w),
        json: { ...PRODUCT, price: '-1' },
      }),
    },
  },
  'api.merchant.products.visibility': {
    step: 56.7,
    as: 'api',
    valid: async (w) => ({
      params: { id: w.get('apiProduct') },
      bearer: await apiKeyOf(w),
      json: { visible: false },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: w.get('apiProduct') },
        bearer: await apiKeyOf(w),
        json: { visible: 'maybe' },
      }),
    },
  },
  'api.merchant.orders.confirm': action('orders', 56.1),
  'api.merchant.orders.cancel': action('orders', 56.2),
  'api.merchant.orders.pay': action('orders', 56.3),
  'api.merchant.orders.refunds.store': refund('orders'),
  'api.merchant.orders.update': update('orders'),
  'api.merchant.bookings.confirm': action('bookings', 56.1),
  'api.merchant.bookings.cancel': action('bookings', 56.2),
  'api.merchant.bookings.pay': action('bookings', 56.3),
  'api.merchant.bookings.refunds.store': refund('bookings'),
  'api.merchant.bookings.update': update('bookings'),

  'dashboard.api_keys.store': {
    step: 20,
    as: 'merchant',
    valid: () => ({
      json: { name: KEY_NAME, scopes: ['orders:read'] },
      from: dashboard('/api-keys'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { name: '', scopes: ['orders:delete'] }, from: dashboard('/api-keys') }),
    },
    then: async (w) => {
      w.made.set('apiKey', await w.newest('api_keys', { name: KEY_NAME }))
    },
  },
  'dashboard.api_keys.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('apiKey') }, from: dashboard('/api-keys') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  // a public address written as an IP (no DNS lookup), paused at once: the walk sends it nothing
  'dashboard.webhooks.store': {
    step: 20,
    as: 'merchant',
    valid: () => ({
      json: { url: 'https://93.184.215.14/safhati-walk', events: ['message.created'] },
      from: dashboard('/webhooks'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { url: 'ftp://x', events: [] }, from: dashboard('/webhooks') }),
    },
    then: async (w) => {
      w.made.set(
        'webhook',
        await w.newest('webhook_endpoints', { url: 'https://93.184.215.14/safhati-walk' })
      )
    },
  },
  'dashboard.webhooks.update': {
    step: 20.1,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('webhook') },
      json: { active: false },
      from: dashboard('/webhooks'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('webhook') },
        json: { active: 'maybe' },
        from: dashboard('/webhooks'),
      }),
    },
  },
  'dashboard.webhook_deliveries.resend': {
    step: 20.2,
    as: 'merchant',
    valid: async (w) => {
      const [row] = await db
        .table('webhook_deliveries')
        .insert({
          website_id: (await Website.findByOrFail('username', DEMO.site)).id,
          endpoint_id: w.get('webhook'),
          event: 'message.created',
          message_id: `msg_walk${Date.now()}`,
          payload: '{"type":"message.created","data":{}}',
          status: 'failed',
          attempts: 1,
          created_at: Date.now(),
        })
        .returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      return { params: { id }, from: dashboard('/webhooks') }
    },
    invalid: { kind: 'unknown', param: 'id' },
  },
  'dashboard.webhooks.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('webhook') }, from: dashboard('/webhooks') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
}
