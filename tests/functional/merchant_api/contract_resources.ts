// Successful calls of the merchant API's resource routes (app/http/merchant_resource.ts), for every_route.ts.
import type { ApiClient, ApiResponse } from '@japa/api-client'
import Website from '#models/website'
import { API_SCOPES } from '#services/api_keys/api_keys'
import { bearer, keyOf } from '#tests/functional/merchant_api/helpers'

type Calls = [string, () => Promise<ApiResponse>][]
type Body = Record<string, unknown> | (() => Promise<Record<string, unknown>>)

/**
 * index, show, store (with an Idempotency-Key), update and destroy of one resource, each on a row of
 * its own made through the API (a body is built anew per row: names and slugs stay unique).
 */
export function resourceCalls(
  client: ApiClient,
  key: string,
  path: string,
  name: string,
  body: Body,
  actions = ['index', 'show', 'store', 'update', 'destroy']
): Calls {
  const url = `/api/v1/merchant/${path}`
  const fresh = async () => (typeof body === 'function' ? body() : body)
  const made = async () => {
    const response = await client
      .post(url)
      .headers(bearer(key))
      .json(await fresh())
    return response.body().data.id as number
  }
  const all: Record<string, () => Promise<ApiResponse>> = {
    index: () => client.get(`${url}?limit=5`).headers(bearer(key)),
    show: async () => client.get(`${url}/${await made()}`).headers(bearer(key)),
    store: async () =>
      client
        .post(url)
        .headers({ ...bearer(key), 'Idempotency-Key': `contract-${name}` })
        .json(await fresh()),
    update: async () =>
      client
        .put(`${url}/${await made()}`)
        .headers(bearer(key))
        .json(await fresh()),
    destroy: async () => client.delete(`${url}/${await made()}`).headers(bearer(key)),
  }
  return actions.map((action) => [`api.merchant.${name}.${action}`, all[action]])
}

let counter = 0
const unique = (text: string) => `${text} ${++counter}`

/** The catalogue and the branches of demo, with a key holding every scope. */
export async function catalogueCalls(client: ApiClient): Promise<Calls> {
  const demo = await Website.findByOrFail('username', 'demo')
  const { value } = await keyOf(demo, [...API_SCOPES], 'مفتاح عقد الموارد')
  const branch = (await client.get('/api/v1/merchant/branches').headers(bearer(value))).body()
    .data[0]
  const branchShape = { ...branch, id: undefined }
  return [
    ...resourceCalls(client, value, 'services', 'services', async () => ({
      name: unique('خدمة العقد'),
      slug: '',
      price: '50',
      old_price: null,
      duration: 30,
      service_category_id: null,
      options: [{ name: 'خيار', extra_price: '5', extra_minutes: 5 }],
      visible: true,
    })),
    ...resourceCalls(client, value, 'product-categories', 'product_categories', async () => ({
      name: unique('تصنيف منتجات العقد'),
      slug: '',
    })),
    ...resourceCalls(client, value, 'service-categories', 'service_categories', async () => ({
      name: unique('تصنيف خدمات العقد'),
      slug: '',
    })),
    ...resourceCalls(client, value, 'branches', 'branches', async () => ({
      ...branchShape,
      name: unique('فرع العقد'),
    })),
  ]
}
