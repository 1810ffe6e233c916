// /api/v1 customer accounts (bearer tokens) and the customer's orders.
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { apiAuthThrottle } from '#start/limiter'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { apiCustomerSignupValidator } from '#validators/customer_signup'
import { customerLoginValidator } from '#validators/customer_login'
import { refreshTokenValidator } from '#validators/api_tokens'
import { addressValidator } from '#validators/address'
import { apiOrderValidator } from '#validators/checkout'
import { pageQueryValidator } from '#validators/api_queries'
import {
  id,
  str,
  ref,
  page,
  signedIn,
  paginated,
  merchantSignedIn,
} from '#start/routes/api_helpers'

const AuthController = () => import('#controllers/api/v1/auth_controller')
const AddressesController = () => import('#controllers/api/v1/addresses_controller')
const OrdersController = () => import('#controllers/api/v1/orders_controller')

router
  .group(() => {
    doc(
      router
        .post('/auth/register', [AuthController, 'register'])
        .as('api.auth.register')
        .use([apiAuthThrottle, middleware.apiWebsite()]),
      {
        tag: 'auth',
        summary: 'Sign a customer up on a website; answers an access token and a refresh token',
        query: { username: { ...str(), required: true } },
        body: apiCustomerSignupValidator,
        responses: { 201: signedIn },
        errors: [429],
      }
    )
    doc(
      router
        .post('/auth/login', [AuthController, 'login'])
        .as('api.auth.login')
        .use([apiAuthThrottle, middleware.apiWebsite()]),
      {
        tag: 'auth',
        summary: 'Log a customer in (5 failures a minute, then wait 60 seconds)',
        query: { username: { ...str(), required: true } },
        body: customerLoginValidator,
        responses: { 200: signedIn },
        errors: [401, 429],
      }
    )
    for (const [path, name] of [
      ['/auth/refresh', 'api.auth.refresh'],
      ['/auth/refresh-token', 'api.auth.refresh_token'],
    ] as const) {
      doc(router.post(path, [AuthController, 'refresh']).as(name).use(apiAuthThrottle), {
        tag: 'auth',
        summary:
          'A new token pair for a refresh token (a customer’s or a merchant’s, by its prefix); the old one is revoked, and a reused one revokes its whole family',
        body: refreshTokenValidator,
        bodyExtra: t.object({ token: str(), refreshToken: str() }, ['token', 'refreshToken']),
        // a customer's refresh token answers the customer, a merchant's the merchant
        responses: { 200: { anyOf: [signedIn, merchantSignedIn] } },
        errors: [401, 429],
      })
    }
    doc(
      router
        .post('/auth/logout', [AuthController, 'logout'])
        .as('api.auth.logout')
        .use(middleware.apiCustomer()),
      {
        tag: 'auth',
        summary: 'Revoke the access token and the refresh tokens of its sign-in',
        auth: true,
        responses: { 200: t.object({ status: t.bool(), message: str() }) },
      }
    )
    for (const method of ['get', 'post'] as const) {
      doc(
        router[method]('/auth/me', [AuthController, 'me'])
          .as(`api.auth.me_${method}`)
          .use(middleware.apiCustomer()),
        {
          tag: 'auth',
          summary: 'The signed-in customer',
          auth: true,
          responses: { 200: t.object({ status: t.bool(), user: ref('Customer') }) },
        }
      )
    }

    doc(
      router
        .get('/address', [AddressesController, 'index'])
        .as('api.addresses.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'customer',
        summary: "The customer's delivery addresses",
        auth: true,
        responses: { 200: t.object({ status: t.bool(), address: t.array(ref('Address')) }) },
      }
    )
    doc(
      router
        .post('/address', [AddressesController, 'store'])
        .as('api.addresses.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'customer',
        summary: 'Add a delivery address (Saudi national address)',
        auth: true,
        body: addressValidator,
        responses: { 201: t.object({ status: t.bool(), message: str(), ad: ref('Address') }) },
      }
    )
    doc(
      router
        .delete('/address/:id', [AddressesController, 'destroy'])
        .where('id', id)
        .as('api.addresses.destroy')
        .use(middleware.apiCustomer()),
      {
        tag: 'customer',
        summary: 'Delete one of the customer’s addresses',
        auth: true,
        responses: { 200: t.object({ status: t.bool(), message: str() }) },
      }
    )

    // ---- orders (customer)
    doc(
      router
        .post('/order', [OrdersController, 'store'])
        .as('api.orders.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'orders',
        summary:
          'Place an order (cash on delivery); prices from the database, one order per checkout_token',
        description:
          'delivery_method "delivery" (the default) requires address_id, one of the customer’s ' +
          'addresses; "pickup" requires branch, one of the website’s branches, and no address. ' +
          'A refused choice is a 422 with an Arabic message under the field (address_id, branch, ' +
          'delivery_method, requested_date, requested_slot): a pick-up slot lies within the ' +
          'branch’s opening hours of the requested date.',
        auth: true,
        body: apiOrderValidator,
        responses: {
          201: t.object({ status: t.bool(), message: str(), order: ref('OrderDetail') }),
        },
        errors: [403, 409],
      }
    )
    doc(
      router
        .get('/order', [OrdersController, 'index'])
        .as('api.orders.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'orders',
        summary: "The customer's orders with counters per status",
        auth: true,
        queryValidator: pageQueryValidator,
        query: { page },
        responses: { 200: paginated('orders', ref('OrderRow'), { stats: ref('Stats') }) },
      }
    )
    doc(
      router
        .get('/order/:id', [OrdersController, 'show'])
        .where('id', id)
        .as('api.orders.show')
        .use(middleware.apiCustomer()),
      {
        tag: 'orders',
        summary: "One of the customer's orders with its tax invoice",
        auth: true,
        responses: {
          200: t.object({
            status: t.literal('success'),
            order: ref('OrderDetail'),
            bill: t.nullable(ref('Bill')),
          }),
        },
      }
    )
  })
  .prefix(API_PREFIX)
