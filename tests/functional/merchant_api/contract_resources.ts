// Successful calls of the merchant API's resource routes (app/http/api/merchant_resource.ts), for every_route.ts.
import type { ApiClient, ApiResponse } from '@japa/api-client'
import Website from '#models/website'
import ContactMessage from '#models/contact_message'
import { API_SCOPES } from '#services/api_keys/api_keys'
import { bearer, keyOf } from '#tests/functional/merchant_api/helpers'
import { png } from '#tests/functional/dashboard/website_helpers'
import Form from '#models/form'

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
    if (response.status() !== 201) throw new Error(`${url}: ${JSON.stringify(response.body())}`)
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

/** A landing (menu) page of two items, as the dashboard's form sends it. */
export const LANDING = {
  title: 'منيو رمضان',
  slug: '',
  background_color: '#ffffff',
  text_color: '#222222',
  text_activecolor: '#0a7d5a',
  btn_color: '#0a7d5a',
  btn_hovercolor: '#086347',
  items: [
    { group: 'مشروبات', name: 'قهوة سعودية', price: '12' },
    { group: 'حلويات', name: 'تمر', calories: 120, price: '8' },
  ],
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
  const product = async () =>
    (await demo.related('products').query().whereNull('archived_at').firstOrFail()).id
  return [
    [
      'api.merchant.product_images.show',
      async () =>
        client.get(`/api/v1/merchant/products/${await product()}/images`).headers(bearer(value)),
    ],
    [
      'api.merchant.product_images.update',
      async () =>
        client
          .patch(`/api/v1/merchant/products/${await product()}/images`)
          .headers(bearer(value))
          .file('image', await png(30, 30), { filename: 'contract.png' }),
    ],
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

/** The content of demo: sections, posts, pages, slides (multipart), landing pages and home blocks. */
export async function contentCalls(client: ApiClient): Promise<Calls> {
  const demo = await Website.findByOrFail('username', 'demo')
  const { value } = await keyOf(demo, [...API_SCOPES], 'مفتاح عقد المحتوى')
  const slide = async (path: string, method: 'post' | 'put', headers = {}) =>
    client[method](`/api/v1/merchant/${path}`)
      .headers({ ...bearer(value), ...headers })
      .field('site', 'store')
      .field('description', unique('شريحة العقد'))
      .file('image', await png(40, 20), { filename: 'contract.png' })
  const slideId = async () => (await slide('slides', 'post')).body().data.id as number
  const home = async () =>
    (await client.get('/api/v1/merchant/home-sections').headers(bearer(value))).body().data.store
  /**
   * A new active form of demo added to the store home through the API; the form is deleted after the
   * call (its block stays, empty) so the plan's count of forms is left as it was for the forms' calls.
   */
  const addForm = async () => {
    const slug = `contract-form-${++counter}`
    const form = await Form.create({
      websiteId: demo.id,
      title: slug,
      slug,
      isActive: true,
      version: slug,
    })
    const response = await client
      .post('/api/v1/merchant/home-sections')
      .headers(bearer(value))
      .json({ site: 'store', form_id: form.id })
    await form.delete()
    return response
  }
  return [
    ...resourceCalls(client, value, 'blog-sections', 'blog_sections', async () => ({
      title: unique('قسم العقد'),
      slug: '',
      type: 'main',
    })),
    ...resourceCalls(client, value, 'posts', 'posts', async () => ({
      title: unique('منشور العقد'),
      slug: '',
      content: '<p>نص</p>',
      published: true,
    })),
    ...resourceCalls(client, value, 'pages', 'pages', async () => ({
      name: unique('صفحة العقد'),
      slug: '',
      content: '<p>نص</p>',
      placement: 'none',
    })),
    ...resourceCalls(client, value, 'landing-pages', 'landing_pages', async () => ({
      ...LANDING,
      title: unique('منيو العقد'),
    })),
    ...resourceCalls(client, value, 'slides', 'slides', {}, ['index', 'destroy']).map(
      ([name, send]): Calls[number] =>
        name.endsWith('.destroy')
          ? [
              name,
              async () =>
                client.delete(`/api/v1/merchant/slides/${await slideId()}`).headers(bearer(value)),
            ]
          : [name, send]
    ),
    [
      'api.merchant.slides.show',
      async () => client.get(`/api/v1/merchant/slides/${await slideId()}`).headers(bearer(value)),
    ],
    [
      'api.merchant.slides.store',
      () => slide('slides', 'post', { 'Idempotency-Key': 'contract-slide' }),
    ],
    ['api.merchant.slides.update', async () => slide(`slides/${await slideId()}`, 'put')],
    [
      'api.merchant.home_sections.show',
      () => client.get('/api/v1/merchant/home-sections').headers(bearer(value)),
    ],
    [
      'api.merchant.home_sections.update',
      async () =>
        client
          .put('/api/v1/merchant/home-sections')
          .headers(bearer(value))
          .json({ site: 'store', order: (await home()).map((block: { id: number }) => block.id) }),
    ],
    ['api.merchant.home_sections.store', () => addForm()],
    [
      'api.merchant.home_sections.destroy',
      async () => {
        const block = (await addForm()).body().data.store.at(-1) as { id: number }
        return client.delete(`/api/v1/merchant/home-sections/${block.id}`).headers(bearer(value))
      },
    ],
  ]
}

/** A contact message left on the website's content site. */
export function messageOf(website: Website, name = 'سارة') {
  return ContactMessage.create({
    websiteId: website.id,
    name,
    email: 'sara@example.com',
    phone: '0551234567',
    message: 'هل تفتحون يوم الجمعة؟',
  })
}

/** The settings body as GET answers it, without what the form does not send (logo, invoicing). */
export function settingsBody(data: Record<string, unknown>) {
  const body = { ...data }
  delete body.invoicing
  delete body.logo
  return body
}

/** The inbox and the settings of demo. */
export async function websiteCalls(client: ApiClient): Promise<Calls> {
  const demo = await Website.findByOrFail('username', 'demo')
  const { value } = await keyOf(demo, [...API_SCOPES], 'مفتاح عقد الإعدادات')
  const url = '/api/v1/merchant'
  const get = (path: string) => client.get(`${url}${path}`).headers(bearer(value))
  const message = async () => (await messageOf(demo, unique('عميل العقد'))).id
  return [
    ['api.merchant.messages.index', () => get('/messages?limit=5')],
    ['api.merchant.messages.show', async () => get(`/messages/${await message()}`)],
    [
      'api.merchant.messages.update',
      async () =>
        client
          .patch(`${url}/messages/${await message()}`)
          .headers(bearer(value))
          .json({ read: true }),
    ],
    [
      'api.merchant.messages.destroy',
      async () => client.delete(`${url}/messages/${await message()}`).headers(bearer(value)),
    ],
    ['api.merchant.settings.show', () => get('/settings')],
    [
      'api.merchant.settings.update',
      async () =>
        client
          .put(`${url}/settings`)
          .headers(bearer(value))
          .json(settingsBody((await get('/settings')).body().data)),
    ],
  ]
}
