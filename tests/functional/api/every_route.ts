/**
 * One successful call of every /api/v1 route, shared by the contract test (openapi.spec.ts) and the
 * SPEC.md field-name test (spec_fields.spec.ts).
 */
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import LandingPage from '#models/landing_page'
import PlatformPage from '#models/platform_page'
import PlatformPost from '#models/platform_post'
import { apiLogin, websites, PASSWORD } from '#tests/functional/api/helpers'
import { activeProducts } from '#tests/functional/store/account_helpers'
import { bookableServices } from '#tests/functional/store/booking_helpers'
import { UserFactory } from '#database/factories/user_factory'
import { png } from '#tests/functional/dashboard/website_helpers'
import { merchantApiCalls } from '#tests/functional/merchant_api/contract_calls'
import {
  catalogueCalls,
  contentCalls,
  websiteCalls,
} from '#tests/functional/merchant_api/contract_resources'
import { formApiCalls } from '#tests/functional/merchant_api/form_contract_calls'
import { deliveryApiCalls } from '#tests/functional/merchant_api/delivery_contract_calls'

/**
 * One successful call of every /api/v1 route, by route name, in an order where each call finds what
 * the earlier ones made (a customer, an address, an order, a reservation cart, a booking).
 */
export async function callEveryRoute(client: ApiClient) {
  const { demo } = await websites()
  const session = await apiLogin(client, demo, 'contract@example.com')
  const bearer = session.token
  const product = (await activeProducts(demo))[0]
  const category = await demo.related('storeCategories').query().firstOrFail()
  const service = (await bookableServices(demo))[0]
  const page = await demo.related('pages').query().firstOrFail()
  const platformPost = await PlatformPost.query()
    .where('privilege', 'blog')
    .whereNotNull('published_at')
    .firstOrFail()
  const platformPage = await PlatformPage.firstOrFail()
  const landing = await LandingPage.firstOrFail()
  const e = encodeURIComponent
  const state: Record<string, any> = {}

  const calls: [string, () => Promise<ApiResponse>][] = [
    ['api.openapi.document', () => client.get('/api/v1/openapi.json')],
    ['api.posts.index', () => client.get('/api/v1/website/posts?privilege=blog&limit=2')],
    [
      'api.posts.show',
      () => client.get(`/api/v1/website/posts/${e(platformPost.slug)}?privilege=blog`),
    ],
    ['api.sections.index', () => client.get('/api/v1/website/sections?privilege=academy')],
    ['api.plans.index', () => client.get('/api/v1/website/plans?privilege=website')],
    ['api.pages.show', () => client.get(`/api/v1/website/page/${e(platformPage.slug)}`)],
    ['api.landing.show', () => client.get(`/api/v1/landing/view/${e(landing.slug)}`)],
    [
      'api.auth.register',
      () =>
        client
          .post('/api/v1/auth/register?username=demo')
          .json({ name: 'عميل العقد', email: 'contract.new@example.com', password: PASSWORD }),
    ],
    [
      'api.auth.login',
      () =>
        client
          .post('/api/v1/auth/login?username=demo')
          .json({ email: 'contract@example.com', password: PASSWORD }),
    ],
    [
      'api.auth.refresh',
      async () => {
        const response = await client
          .post('/api/v1/auth/refresh')
          .json({ refresh_token: session.refresh })
        state.refresh = response.body().refresh_token
        return response
      },
    ],
    [
      'api.auth.refresh_token',
      () => client.post('/api/v1/auth/refresh-token').json({ refreshToken: state.refresh }),
    ],
    ['api.auth.me_get', () => client.get('/api/v1/auth/me').bearerToken(bearer)],
    ['api.auth.me_post', () => client.post('/api/v1/auth/me').bearerToken(bearer)],
    [
      'api.addresses.store',
      async () => {
        const response = await client.post('/api/v1/address').bearerToken(bearer).json({
          country: 'SA',
          city: 'جدة',
          district: 'حي الروضة',
          street: 'شارع صاري',
          short_address: 'JRSA4321',
        })
        state.address = response.body().ad.id
        return response
      },
    ],
    ['api.addresses.index', () => client.get('/api/v1/address').bearerToken(bearer)],
    [
      'api.orders.store',
      async () => {
        const response = await client
          .post('/api/v1/order')
          .bearerToken(bearer)
          .json({
            address_id: state.address,
            payment_method: 'cod',
            items: [{ id: product.id, quantity: 1 }],
          })
        state.order = response.body().order.id
        return response
      },
    ],
    ['api.orders.index', () => client.get('/api/v1/order').bearerToken(bearer)],
    ['api.orders.show', () => client.get(`/api/v1/order/${state.order}`).bearerToken(bearer)],
    [
      'api.booking_services.index',
      () => client.get('/api/v1/services-operation/category?username=demo'),
    ],
    [
      'api.booking_cart.store',
      async () => {
        const response = await client
          .post('/api/v1/services-operation/cart')
          .bearerToken(bearer)
          .json({ services: [{ service_id: service.id, option_id: 'any' }] })
        state.cart = response.body().cart_id
        return response
      },
    ],
    [
      'api.booking_times.index',
      async () => {
        const response = await client
          .post('/api/v1/available-times')
          .bearerToken(bearer)
          .json({ reservation_cart_id: state.cart })
        const day = response.body().availability.find((d: any) => d.available_times1.length > 0)
        const [yyyy, mm, dd] = day.date.split('-')
        state.when = `${dd}-${mm}-${yyyy} ${day.available_times1[0].time}`
        return response
      },
    ],
    [
      'api.bookings.store',
      async () => {
        const response = await client
          .post('/api/v1/services-operation/customer-confirm')
          .bearerToken(bearer)
          .json({ cart: state.cart, payment_method: 'on_arrive', date: state.when })
        state.booking = response.body().booking.id
        return response
      },
    ],
    ['api.bookings.index', () => client.get('/api/v1/bookings').bearerToken(bearer)],
    [
      'api.bookings.show',
      () => client.get(`/api/v1/bookings/${state.booking}`).bearerToken(bearer),
    ],
    [
      'api.addresses.destroy',
      () => client.delete(`/api/v1/address/${state.address}`).bearerToken(bearer),
    ],
    ['api.visits.store', () => client.post('/api/v1/vistor').json({ website_id: demo.id })],
    ['api.visits.store_alias', () => client.post('/api/v1/visitor').json({ website_id: demo.id })],
    ['api.post_counts.index', () => client.get('/api/v1/postcount?username=demo')],
    ['api.blogs.index', () => client.get('/api/v1/blogs?username=demo')],
    [
      'api.blogs.show',
      async () => {
        const list = await client.get('/api/v1/blogs?username=demo')
        return client.get(`/api/v1/blog?username=demo&slug=${e(list.body().blogs[0].slug)}`)
      },
    ],
    ['api.blog_sections.index', () => client.get('/api/v1/sections?username=demo')],
    ['api.slides.index', () => client.get('/api/v1/slides?username=demo&type=order')],
    ['api.recent_blogs.index', () => client.get('/api/v1/newblogs?username=demo')],
    ['api.home_page.show', () => client.get('/api/v1/homepage?username=demo&type=order')],
    ['api.websites.show', () => client.get('/api/v1/website?username=demo&type=content')],
    ['api.site_pages.index', () => client.get('/api/v1/pages?username=demo')],
    ['api.site_pages.show', () => client.get(`/api/v1/page/${e(page.slug)}?username=demo`)],
    ['api.categories.index', () => client.get('/api/v1/store/categories?username=demo')],
    [
      'api.categories.with_products',
      () => client.get('/api/v1/store/categories-with-product?username=demo'),
    ],
    [
      'api.products.index',
      () => client.get(`/api/v1/store/products?username=demo&category=${e(category.slug)}`),
    ],
    ['api.products.recent', () => client.get('/api/v1/store/products/recent?username=demo')],
    [
      'api.products.show',
      () => client.get(`/api/v1/store/products/${e(product.slug)}?username=demo`),
    ],
    [
      'api.services.show',
      () => client.get(`/api/v1/store/services/${e(service.slug)}?username=demo`),
    ],
    [
      'api.branches.index',
      () => client.get('/api/v1/branches?username=demo&type=order&near=24.7136,46.6753'),
    ],
    ['api.auth.logout', () => client.post('/api/v1/auth/logout').bearerToken(bearer)],
    [
      'api.merchant_auth.register',
      () =>
        client.post('/api/v1/register').json({
          name: 'تاجر العقد',
          email: 'contract.merchant@example.com',
          phone: '0551234567',
          password: PASSWORD,
        }),
    ],
    [
      'api.merchant_auth.login',
      async () => {
        await UserFactory.merge({ email: 'contract.verified@example.com' }).create()
        const response = await client
          .post('/api/v1/login')
          .json({ email: 'contract.verified@example.com', password: PASSWORD })
        state.merchant = response.body().token
        return response
      },
    ],
    ['api.merchant_auth.me', () => client.get('/api/v1/me').bearerToken(state.merchant)],
    [
      'api.uploads.store',
      async () => {
        const login = await client
          .post('/api/v1/login')
          .json({ email: 'demo@safhati.sa', password: DEMO_PASSWORD })
        return client
          .post('/api/v1/imageupload?username=demo')
          .bearerToken(login.body().token)
          .file('image', await png(20, 20), { filename: 'contract.png' })
      },
    ],
    ['api.merchant_auth.logout', () => client.post('/api/v1/logout').bearerToken(state.merchant)],
    // the merchant API (API keys): tests/functional/merchant_api/contract_calls.ts
    ...(await merchantApiCalls(client)),
    ...(await catalogueCalls(client)),
    ...(await contentCalls(client)),
    ...(await websiteCalls(client)),
    ...(await formApiCalls(client)),
    ...(await deliveryApiCalls(client)),
  ]
  return calls
}
