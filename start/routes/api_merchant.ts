/*
| The merchant API under /api/v1/merchant: a website's orders, bookings, products and their pictures for an outside app (accounting,
| delivery, point of sale), with the owner's API keys (bearer sfk_..., made in the dashboard). Each route
| names the scope it needs (middleware.apiKey); errors are application/problem+json; lists are cursor
| pages with a Link header. The same services and validators as the dashboard's queues.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { cursorPage, cursorQuery } from '#start/routes/api_helpers'
import { t } from '#http/api/api_schema'
import { purchaseChangeValidator } from '#validators/purchase'
import { productPicturesValidator, productValidator } from '#validators/product'
import { ORDER_STATUSES } from '#models/order'
import { apiRefundValidator } from '#validators/payment'
import { API_PAYMENT_STATUSES } from '#presenters/api_payment_presenter'

const MerchantOrdersController = () => import('#controllers/api/v1/merchant_orders_controller')
const MerchantBookingsController = () => import('#controllers/api/v1/merchant_bookings_controller')
const MerchantProductsController = () => import('#controllers/api/v1/merchant_products_controller')
const MerchantProductImagesController = () =>
  import('#controllers/api/v1/merchant_product_images_controller')

const id = recordIdMatcher()
const page = cursorPage()
const one = t.object({ data: t.map() })
const listQuery = {
  status: t.enum(ORDER_STATUSES),
  payment_status: {
    ...t.enum(API_PAYMENT_STATUSES),
    description: 'the payment object’s status: unpaid, paid, partially_refunded or refunded',
  },
  from: { ...t.string({ format: 'date' }), description: 'first Saudi day (YYYY-MM-DD)' },
  to: { ...t.string({ format: 'date' }), description: 'last Saudi day (YYYY-MM-DD)' },
  q: { ...t.string(), description: 'customer name or phone, the number, a reservation code' },
  ...cursorQuery,
}

for (const [kind, Controller, noun] of [
  ['orders', MerchantOrdersController, 'order'],
  ['bookings', MerchantBookingsController, 'booking'],
] as const) {
  const name = `api.merchant.${kind}`
  const read = middleware.apiKey({ scope: 'orders:read' })
  const write = () => middleware.apiKey({ scope: 'orders:write' })
  router
    .group(() => {
      doc(router.get(`/${kind}`, [Controller, 'index']).as(`${name}.index`).use(read), {
        tag: 'merchant',
        summary: `The website's ${kind}, newest first: filters, cursor pages (scope orders:read)`,
        auth: true,
        query: listQuery,
        responses: { 200: page },
        errors: [403],
      })
      doc(
        router
          .get(`/${kind}/:id`, [Controller, 'show'])
          .where('id', id)
          .as(`${name}.show`)
          .use(read),
        {
          tag: 'merchant',
          summary: `One ${noun} with its lines, customer (the mobile it was placed with, as customer.phone and customer.contact: mobile, call_url, whatsapp_url), bill and history (scope orders:read)`,
          auth: true,
          responses: { 200: one },
          errors: [403],
        }
      )
      doc(
        router
          .get(`/${kind}/:id/invoice`, [Controller, 'invoice'])
          .where('id', id)
          .as(`${name}.invoice`)
          .use(read),
        {
          tag: 'merchant',
          summary: `The ${noun}'s bill: figures and the ZATCA QR payload (scope orders:read)`,
          auth: true,
          responses: { 200: one },
          errors: [403],
        }
      )
      doc(
        router
          .patch(`/${kind}/:id`, [Controller, 'update'])
          .where('id', id)
          .as(`${name}.update`)
          .use(write()),
        {
          tag: 'merchant',
          summary: `Confirm or cancel a pending ${noun} and/or mark its bill paid (scope orders:write)`,
          auth: true,
          body: purchaseChangeValidator,
          responses: { 200: one },
          errors: [403, 409],
        }
      )
      doc(
        router
          .post(`/${kind}/:id/refunds`, [Controller, 'refund'])
          .where('id', id)
          .as(`${name}.refunds.store`)
          .use([middleware.apiKey({ scope: 'payments:write' }), middleware.idempotent()]),
        {
          tag: 'merchant',
          summary: `Refund all (no amount) or part of a ${noun} paid online through the payment gateway; Idempotency-Key accepted (scope payments:write)`,
          auth: true,
          body: apiRefundValidator,
          responses: { 200: t.ref('RefundAnswer') },
          errors: [403, 409, 422],
        }
      )
      for (const [action, what] of [
        ['confirm', 'Confirm a pending'],
        ['cancel', 'Cancel a pending'],
        ['pay', 'Record the payment of the bill of a'],
      ] as const) {
        doc(
          router
            .post(`/${kind}/:id/${action}`, [Controller, action])
            .where('id', id)
            .as(`${name}.${action}`)
            .use(write()),
          {
            tag: 'merchant',
            summary: `${what} ${noun} (scope orders:write)`,
            auth: true,
            body: purchaseChangeValidator,
            responses: { 200: one },
            errors: [403, 409],
          }
        )
      }
    })
    .prefix(`${API_PREFIX}/merchant`)
}

const catalogueRead = () => middleware.apiKey({ scope: 'catalogue:read' })
const catalogueWrite = () => middleware.apiKey({ scope: 'catalogue:write' })
router
  .group(() => {
    doc(
      router
        .get('/products', [MerchantProductsController, 'index'])
        .as('api.merchant.products.index')
        .use(catalogueRead()),
      {
        tag: 'merchant',
        summary:
          "The website's products, newest first: search, category, status (scope catalogue:read)",
        auth: true,
        query: {
          q: { ...t.string(), description: 'name, sku or keywords' },
          category: { ...t.string(), description: 'a store category id, or none' },
          status: t.enum(['all', 'visible', 'hidden']),
          ...cursorQuery,
        },
        responses: { 200: page },
        errors: [403],
      }
    )
    doc(
      router
        .get('/products/:id', [MerchantProductsController, 'show'])
        .where('id', id)
        .as('api.merchant.products.show')
        .use(catalogueRead()),
      {
        tag: 'merchant',
        summary: 'One product (scope catalogue:read)',
        auth: true,
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .post('/products', [MerchantProductsController, 'store'])
        .as('api.merchant.products.store')
        .use([catalogueWrite(), middleware.idempotent()]),
      {
        tag: 'merchant',
        summary:
          'Add a product, within the plan’s limit; Idempotency-Key accepted (scope catalogue:write)',
        auth: true,
        body: productValidator,
        responses: { 201: one },
        errors: [403],
      }
    )
    doc(
      router
        .put('/products/:id', [MerchantProductsController, 'update'])
        .where('id', id)
        .as('api.merchant.products.update')
        .use(catalogueWrite()),
      {
        tag: 'merchant',
        summary:
          'Replace a product’s fields; its image stays, and its options when `options` is left out (scope catalogue:write)',
        auth: true,
        body: productValidator,
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .patch('/products/:id/visibility', [MerchantProductsController, 'visibility'])
        .where('id', id)
        .as('api.merchant.products.visibility')
        .use(catalogueWrite()),
      {
        tag: 'merchant',
        summary: 'Show or hide a product: {"visible": false} (scope catalogue:write)',
        auth: true,
        bodyExtra: t.object({ visible: t.bool() }),
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .get('/products/:id/images', [MerchantProductImagesController, 'show'])
        .where('id', id)
        .as('api.merchant.product_images.show')
        .use(catalogueRead()),
      {
        tag: 'merchant',
        summary: "A product's main picture and gallery (scope catalogue:read)",
        auth: true,
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .patch('/products/:id/images', [MerchantProductImagesController, 'update'])
        .where('id', id)
        .as('api.merchant.product_images.update')
        .use([catalogueWrite(), middleware.uploads({ limit: '2mb' })]),
      {
        tag: 'merchant',
        summary:
          "Change a product's pictures (multipart): image replaces the main one, images are added to the gallery, remove_images[] and remove_image take them away (scope catalogue:write)",
        auth: true,
        body: productPicturesValidator,
        multipart: true,
        responses: { 200: one },
        errors: [403],
      }
    )
  })
  .prefix(`${API_PREFIX}/merchant`)
