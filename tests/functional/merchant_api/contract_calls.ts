// One successful call of every merchant API route, for the OpenAPI contract test (every_route.ts).
import type { ApiClient, ApiResponse } from '@japa/api-client'
import Website from '#models/website'
import { bookingOf, customerOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'
import { bearer, keyOf } from '#tests/functional/merchant_api/helpers'
import env from '#start/env'
import { fake } from '#tests/functional/payments/payment_helpers'
import { paidOnline } from '#tests/functional/payments/paid_purchases'

/** Each call on its own pending order or booking of demo, with a key holding both order scopes. */
export async function merchantApiCalls(
  client: ApiClient
): Promise<[string, () => Promise<ApiResponse>][]> {
  const demo = await Website.findByOrFail('username', 'demo')
  const key = await keyOf(
    demo,
    ['orders:read', 'orders:write', 'payments:write', 'catalogue:read', 'catalogue:write'],
    'مفتاح العقد'
  )
  const customer = await customerOf(demo, 'عميل العقد', '0550001122')
  const fresh = async (kind: 'orders' | 'bookings') =>
    (kind === 'orders' ? await orderOf(demo, customer) : await bookingOf(demo, customer)).id
  const get = (path: string) => client.get(`/api/v1/merchant${path}`).headers(bearer(key.value))
  const calls: [string, () => Promise<ApiResponse>][] = []
  for (const kind of ['orders', 'bookings'] as const) {
    const name = `api.merchant.${kind}`
    calls.push(
      [`${name}.index`, () => get(`/${kind}?limit=5`)],
      [`${name}.show`, async () => get(`/${kind}/${await fresh(kind)}`)],
      [`${name}.invoice`, async () => get(`/${kind}/${await fresh(kind)}/invoice`)],
      [
        `${name}.update`,
        async () =>
          client
            .patch(`/api/v1/merchant/${kind}/${await fresh(kind)}`)
            .headers(bearer(key.value))
            .json({ status: 'success' }),
      ]
    )
    // a refund of a purchase paid online, with the Moyasar fake started for the one call
    calls.push([
      `${name}.refunds.store`,
      async () => {
        const before = env.get('MOYASAR_API_URL')
        env.set('MOYASAR_API_URL', await fake.start())
        try {
          const noun = kind === 'orders' ? 'order' : 'booking'
          const { purchase } = await paidOnline(demo, customer, noun)
          return await client
            .post(`/api/v1/merchant/${kind}/${purchase.id}/refunds`)
            .headers(bearer(key.value))
            .json({ amount: '1.00' })
        } finally {
          await fake.stop()
          env.set('MOYASAR_API_URL', before ?? '')
        }
      },
    ])
    for (const action of ['confirm', 'cancel', 'pay'] as const) {
      calls.push([
        `${name}.${action}`,
        async () =>
          client
            .post(`/api/v1/merchant/${kind}/${await fresh(kind)}/${action}`)
            .headers(bearer(key.value)),
      ])
    }
  }
  const product = {
    name: 'منتج العقد',
    slug: '',
    sku: '',
    price: '10',
    old_price: null,
    keywords: '',
    store_category_id: null,
    visible: true,
  }
  const made = async () => {
    const response = await client
      .post('/api/v1/merchant/products')
      .headers(bearer(key.value))
      .json({ ...product, name: `منتج العقد ${Math.random()}` })
    return response.body().data.id as number
  }
  calls.push(
    ['api.merchant.products.index', () => get('/products?limit=5')],
    ['api.merchant.products.show', async () => get(`/products/${await made()}`)],
    [
      'api.merchant.products.store',
      () =>
        client
          .post('/api/v1/merchant/products')
          .headers({ ...bearer(key.value), 'Idempotency-Key': 'contract-product' })
          .json(product),
    ],
    [
      'api.merchant.products.update',
      async () =>
        client
          .put(`/api/v1/merchant/products/${await made()}`)
          .headers(bearer(key.value))
          .json({ ...product, name: 'منتج العقد المعدل' }),
    ],
    [
      'api.merchant.products.visibility',
      async () =>
        client
          .patch(`/api/v1/merchant/products/${await made()}/visibility`)
          .headers(bearer(key.value))
          .json({ visible: false }),
    ]
  )
  return calls
}
