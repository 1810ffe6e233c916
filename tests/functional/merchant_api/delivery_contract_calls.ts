// One successful call of every merchant API delivery route (representatives, steps, settings), for every_route.ts.
import { DateTime } from 'luxon'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import Website from '#models/website'
import Representative from '#models/representative'
import { bearer, keyOf } from '#tests/functional/merchant_api/helpers'
import { customerOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'

export const DELIVERY_SETTINGS = {
  delivery_enabled: true,
  fee_mode: 'flat',
  flat_fee: '15.00',
  city_fees: [],
  other_cities: 'flat',
  free_above: '200.00',
  pickup_enabled: true,
  scheduling_enabled: false,
  lead_days: 0,
  time_slots: [],
  closed_days: [],
}

export async function deliveryApiCalls(
  client: ApiClient
): Promise<[string, () => Promise<ApiResponse>][]> {
  const demo = await Website.findByOrFail('username', 'demo')
  const key = await keyOf(
    demo,
    ['orders:read', 'orders:write', 'settings:read', 'settings:write'],
    'مفتاح التوصيل'
  )
  const rep = await Representative.create({
    websiteId: demo.id,
    name: 'مندوب العقد',
    mobile: '0559990001',
    isActive: true,
  })
  const customer = await customerOf(demo, 'عميل العقد', '0559990002')
  const assigned = await orderOf(demo, customer)
  const stepped = await orderOf(demo, customer)
  const collected = await orderOf(demo, customer)
  collected.merge({ representativeId: rep.id, cashCollectedAt: DateTime.utc() })
  await collected.save()
  const merchant = (method: 'get' | 'post' | 'put', at: string) =>
    client[method](`/api/v1/merchant${at}`).headers(bearer(key.value))
  return [
    ['api.merchant.representatives.index', () => merchant('get', '/representatives')],
    ['api.merchant.representatives.show', () => merchant('get', `/representatives/${rep.id}`)],
    [
      'api.merchant.representatives.store',
      () => merchant('post', '/representatives').json({ name: 'مندوب جديد', mobile: '0559990003' }),
    ],
    [
      'api.merchant.representatives.update',
      () =>
        merchant('put', `/representatives/${rep.id}`).json({
          name: 'مندوب العقد',
          mobile: '0559990001',
          is_active: true,
        }),
    ],
    [
      'api.merchant.representatives.hand_over',
      () => merchant('post', `/representatives/${rep.id}/hand-over`),
    ],
    [
      'api.merchant.orders.representative',
      () =>
        merchant('put', `/orders/${assigned.id}/representative`).json({
          representative_id: rep.id,
        }),
    ],
    [
      'api.merchant.orders.steps.store',
      () => merchant('post', `/orders/${stepped.id}/steps`).json({ step: 'preparing' }),
    ],
    ['api.merchant.delivery_settings.show', () => merchant('get', '/delivery-settings')],
    [
      'api.merchant.delivery_settings.update',
      () => merchant('put', '/delivery-settings').json(DELIVERY_SETTINGS),
    ],
    [
      'api.merchant.settings.store_opening',
      () => merchant('put', '/settings/store-opening').json({ open: true }),
    ],
  ]
}
