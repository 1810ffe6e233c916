/*
| The merchant API's delivery under /api/v1/merchant (issue 31 items 2 and 5): representatives and the
| cash each still has to hand over, an order's representative and fulfilment step (orders:*), the
| delivery settings and the store-opening switch (settings:*). The dashboard's services and validators;
| representatives need the plan's manage_representatives, refused with the dashboard's code.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { documented as doc } from '#http/api/api_docs'
import { t } from '#http/api/api_schema'
import { cursorPage, cursorQuery, id } from '#start/routes/api_helpers'
import { representativeValidator, assignRepresentativeValidator } from '#validators/representative'
import { orderStepValidator } from '#validators/order_step'
import { deliverySettingsValidator } from '#validators/delivery_settings'
import { storeOpeningValidator } from '#validators/store_opening'

const RepresentativesController = () =>
  import('#controllers/api/v1/merchant_representatives_controller')
const OrderDeliveryController = () =>
  import('#controllers/api/v1/merchant_order_delivery_controller')
const DeliverySettingsController = () =>
  import('#controllers/api/v1/merchant_delivery_settings_controller')
const SettingsController = () => import('#controllers/api/v1/merchant_settings_controller')

const representative = t.object({
  id: t.int(),
  name: t.string(),
  mobile: t.string({ pattern: '^05[0-9]{8}$' }),
  is_active: t.bool(),
  cash_due: { ...t.money(), description: 'cash collected from customers, not yet handed over' },
  cash_due_orders: t.int(),
  open_orders: t.int(),
})
const one = t.object({ data: t.map() })
const read = () => middleware.apiKey({ scope: 'orders:read' })
const write = () => middleware.apiKey({ scope: 'orders:write' })
const plan = 'Needs the plan’s manage_representatives (403 plan_feature_missing, as the dashboard).'
const base = { tag: 'merchant', auth: true }

router
  .group(() => {
    doc(
      router
        .get('/representatives', [RepresentativesController, 'index'])
        .as('api.merchant.representatives.index')
        .use(read()),
      {
        ...base,
        summary: `The delivery representatives with the cash each still has to hand over, newest first, by cursor (scope orders:read). ${plan}`,
        query: cursorQuery,
        responses: {
          200: cursorPage(representative),
        },
        errors: [403],
      }
    )
    doc(
      router
        .get('/representatives/:id', [RepresentativesController, 'show'])
        .where('id', id)
        .as('api.merchant.representatives.show')
        .use(read()),
      {
        ...base,
        summary: `One representative and their cash to hand over (scope orders:read). ${plan}`,
        responses: { 200: t.object({ data: representative }) },
        errors: [403],
      }
    )
    doc(
      router
        .post('/representatives', [RepresentativesController, 'store'])
        .as('api.merchant.representatives.store')
        .use([write(), middleware.idempotent()]),
      {
        ...base,
        summary: `Add a representative (name, Saudi mobile, active); Idempotency-Key accepted (scope orders:write). ${plan}`,
        body: representativeValidator,
        responses: { 201: t.object({ data: representative }) },
        errors: [403],
      }
    )
    doc(
      router
        .put('/representatives/:id', [RepresentativesController, 'update'])
        .where('id', id)
        .as('api.merchant.representatives.update')
        .use(write()),
      {
        ...base,
        summary: `Replace a representative's name, mobile and active flag (is_active left out: inactive, as the dashboard's form) (scope orders:write). ${plan}`,
        body: representativeValidator,
        responses: { 200: t.object({ data: representative }) },
        errors: [403],
      }
    )
    doc(
      router
        .post('/representatives/:id/hand-over', [RepresentativesController, 'handOver'])
        .where('id', id)
        .as('api.merchant.representatives.hand_over')
        .use(write()),
      {
        ...base,
        summary: `Record that the merchant received the representative's collected cash: every collected order not yet handed (409 delivery_cash_none when there is none) (scope orders:write). ${plan}`,
        responses: {
          200: t.object({
            data: t.object({
              representative_id: t.int(),
              orders: t.int(),
              total: t.money(),
              representative,
            }),
          }),
        },
        errors: [403, 409],
      }
    )
    doc(
      router
        .put('/orders/:id/representative', [OrderDeliveryController, 'assign'])
        .where('id', id)
        .as('api.merchant.orders.representative')
        .use(write()),
      {
        ...base,
        summary: `Assign a pending order to an active representative (a new signed link each time), or unassign it with null; answers the order with its delivery (scope orders:write). ${plan}`,
        body: assignRepresentativeValidator,
        responses: { 200: one },
        errors: [403, 409],
      }
    )
    doc(
      router
        .post('/orders/:id/steps', [OrderDeliveryController, 'step'])
        .where('id', id)
        .as('api.merchant.orders.steps.store')
        .use(write()),
      {
        ...base,
        summary:
          'Move a pending order forward to a fulfilment step (confirmed, preparing, ready, out_for_delivery, delivered), never back: 409 order_step_not_allowed otherwise; answers the order (scope orders:write)',
        body: orderStepValidator,
        responses: { 200: one },
        errors: [403, 409],
      }
    )
    doc(
      router
        .get('/delivery-settings', [DeliverySettingsController, 'show'])
        .as('api.merchant.delivery_settings.show')
        .use(middleware.apiKey({ scope: 'settings:read' })),
      {
        ...base,
        summary:
          'The delivery settings as the dashboard’s page holds them: fee (flat or per city, SAR), free delivery above, pick-up, requested dates (scope settings:read)',
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .put('/delivery-settings', [DeliverySettingsController, 'update'])
        .as('api.merchant.delivery_settings.update')
        .use(middleware.apiKey({ scope: 'settings:write' })),
      {
        ...base,
        summary:
          'Replace the delivery settings as the dashboard’s page sends them (scope settings:write)',
        body: deliverySettingsValidator,
        responses: { 200: one },
        errors: [403],
      }
    )
    doc(
      router
        .put('/settings/store-opening', [SettingsController, 'opening'])
        .as('api.merchant.settings.store_opening')
        .use(middleware.apiKey({ scope: 'settings:write' })),
      {
        ...base,
        summary:
          'Open the store to visitors, or close it (they see the coming-soon page): {"open": true}; answers the settings (scope settings:write)',
        body: storeOpeningValidator,
        responses: { 200: one },
        errors: [403],
      }
    )
  })
  .prefix(`${API_PREFIX}/merchant`)
