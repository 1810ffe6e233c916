// Write-walk cases of the demo merchant's dashboard: create, update, delete what the walk made, by route name.
import { imageFile, multipart } from '#tests/acceptance/support/flows'
import { FORMS, NAMES, RESOURCES } from '#tests/acceptance/support/dashboard_forms'
import type { WriteCase, WriteTable, WriteWalk } from '#tests/acceptance/support/write_walk'

const dashboard = (path = '') => `/dashboard/demo${path}`

/** Dependents are deleted before what they depend on (a product before its category). */
const DELETE_ORDER = ['product', 'storeCategory', 'service', 'serviceCategory', 'post', 'section']

/** A refused create or update: an empty required field (and nonsense in the others). */
const REFUSED = { name: '', title: '', price: 'abc', duration: 7, seats: 0, site: 'blog' }

function crud(): WriteTable {
  const table: WriteTable = {}
  RESOURCES.forEach(([key, segment, column], index) => {
    // the route names' resource and the table are the segment in snake case
    const resource = segment.replace(/-/g, '_')
    const list = dashboard(`/${segment}`)
    table[`dashboard.${resource}.store`] = {
      step: 30 + index / 100,
      as: 'merchant',
      valid: async (w) => ({ ...(await FORMS[key](w)), from: `${list}/create` }),
      invalid: { kind: 'input', send: () => ({ json: REFUSED, from: `${list}/create` }) },
      then: async (w) => {
        w.made.set(key, await w.newest(resource, { [column]: NAMES[key] }))
      },
    }
    table[`dashboard.${resource}.update`] = {
      step: 40,
      as: 'merchant',
      valid: async (w) => ({
        ...(await FORMS[key](w)),
        params: { id: w.get(key) },
        from: `${list}/${w.get(key)}/edit`,
      }),
      invalid: {
        kind: 'input',
        send: (w) => ({
          json: REFUSED,
          params: { id: w.get(key) },
          from: `${list}/${w.get(key)}/edit`,
        }),
      },
    }
    const order = DELETE_ORDER.indexOf(key)
    table[`dashboard.${resource}.destroy`] = {
      step: 80 + (order < 0 ? 0.5 : order / 100),
      as: 'merchant',
      valid: (w) => ({ params: { id: w.get(key) }, from: list }),
      invalid: { kind: 'unknown', param: 'id' },
    }
  })
  return table
}

/** The edit page's form as the merchant left it, sent back unchanged (demo's settings stay demo's). */
async function formOf(w: WriteWalk, page: string, prop: string, drop: string[]) {
  const answer = await w.visitor('merchant').visit(dashboard(page))
  const form = structuredClone(answer.page?.props[prop]) as Record<string, unknown>
  if (!form) throw new Error(`${page} has no ${prop}: ${answer.describe()}`)
  const strip = (value: Record<string, unknown>) => {
    for (const key of drop) delete value[key]
    for (const nested of Object.values(value)) {
      if (nested && typeof nested === 'object' && !Array.isArray(nested))
        strip(nested as Record<string, unknown>)
    }
  }
  strip(form)
  return form
}

/** A purchase of the walk's customer moves on: confirmed (PUT), then paid (PATCH). */
function purchaseUpdate(key: 'order' | 'booking', segment: string): WriteCase {
  return {
    step: 60,
    as: 'merchant',
    valid: (w) => {
      const first = !w.made.has(`${key}Confirmed`)
      w.made.set(`${key}Confirmed`, 1)
      return {
        params: { id: w.get(key) },
        json: first ? { status: 'success' } : { paid: true, payment_method: 'cash' },
        from: dashboard(`/${segment}/${w.get(key)}`),
      }
    },
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get(key) },
        json: { status: 'shipped', payment_method: 'gold' },
        from: dashboard(`/${segment}/${w.get(key)}`),
      }),
    },
  }
}

export const DASHBOARD_WRITES: WriteTable = {
  ...crud(),
  'dashboard.products.bulk': {
    step: 41,
    as: 'merchant',
    valid: (w) => ({
      json: { ids: [w.get('product')], visible: true },
      from: dashboard('/products'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { ids: [], visible: 'maybe' }, from: dashboard('/products') }),
    },
  },
  'dashboard.content_images.store': {
    step: 30,
    as: 'merchant',
    valid: async () => ({
      form: multipart({}, { image: await imageFile('png') }),
      wantsJson: true,
      from: dashboard('/posts/create'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ form: multipart({ image: 'not a file' }), wantsJson: true }),
    },
  },
  'dashboard.settings.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => ({
      json: await formOf(w, '/settings', 'settings', ['logo']),
      from: dashboard('/settings'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { name: '', username: 'Not A Name!' }, from: dashboard('/settings') }),
    },
  },
  'dashboard.design.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => ({
      json: await formOf(w, '/design', 'design', ['image']),
      from: dashboard('/design'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { default_theme: 'neon' }, from: dashboard('/design') }),
    },
  },
  // demo is open and stays open: the switch is sent in the state it is in
  'dashboard.store_opening.update': {
    step: 42,
    as: 'merchant',
    valid: () => ({ json: { open: true }, from: dashboard() }),
    invalid: { kind: 'input', send: () => ({ json: { open: 'ربما' }, from: dashboard() }) },
  },
  // the delivery page sent back as it shows (demo keeps delivering for free, no date asked)
  'dashboard.delivery_settings.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => ({
      json: await formOf(w, '/delivery-settings', 'settings', []),
      from: dashboard('/delivery-settings'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({
        json: { delivery_enabled: true, fee_mode: 'flat', flat_fee: 'مجانا', lead_days: 99 },
        from: dashboard('/delivery-settings'),
      }),
    },
  },
  'dashboard.home_sections.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => {
      const page = await w.visitor('merchant').visit(dashboard('/home-sections'))
      const blocks = (page.page?.props.store ?? []) as { id: number; visible: boolean }[]
      return {
        json: {
          site: 'store',
          order: blocks.map((b) => b.id),
          hidden: blocks.filter((b) => !b.visible).map((b) => b.id),
        },
        from: dashboard('/home-sections'),
      }
    },
    invalid: {
      kind: 'input',
      send: () => ({ json: { site: 'blog', order: [] }, from: dashboard('/home-sections') }),
    },
  },
  'dashboard.messages.update': {
    step: 40,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('message') },
      json: { read: true },
      from: dashboard(`/messages/${w.get('message')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('message') },
        json: { read: 'maybe' },
        from: dashboard(`/messages/${w.get('message')}`),
      }),
    },
  },
  'dashboard.messages.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('message') }, from: dashboard('/messages') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  // an order's fulfilment step (issue 36), while it is pending: preparing, before the representative
  // picks it up (55, 56: out for delivery) and the update completes it (60)
  'dashboard.orders.steps.store': {
    step: 54,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { step: 'preparing' },
      from: dashboard(`/orders/${w.get('order')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { step: 'shipped' },
        from: dashboard(`/orders/${w.get('order')}`),
      }),
    },
  },
  'dashboard.orders.update': purchaseUpdate('order', 'orders'),
  'dashboard.bookings.update': purchaseUpdate('booking', 'bookings'),
  // online payments: the check before any key is saved (nothing is sent to Moyasar from the walk)
  'dashboard.payments.check': {
    step: 42.5,
    as: 'merchant',
    valid: () => ({ from: dashboard('/payments') }),
    invalid: { kind: 'csrf' },
    flashError: 'no gateway is connected yet: the check is refused in Arabic, nothing is called',
  },
  'dashboard.payments.update': {
    step: 43,
    as: 'merchant',
    valid: () => ({
      json: {
        publishable_key: 'pk_test_WalkPublishable01',
        secret_key: 'sk_test_WalkSecretKey001',
      },
      from: dashboard('/payments'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { publishable_key: 'pk_nope' }, from: dashboard('/payments') }),
    },
  },
  // demo's orders are cash on delivery: a refund is refused with its Arabic reason
  'dashboard.orders.refunds.store': {
    step: 52,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { amount: '1.00' },
      from: dashboard(`/orders/${w.get('order')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { amount: 'كثير' },
        from: dashboard(`/orders/${w.get('order')}`),
      }),
    },
    flashError: 'the order was paid in cash: only an order paid online is refunded',
  },
  'dashboard.bookings.refunds.store': {
    step: 52,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('booking') },
      json: { amount: '1.00' },
      from: dashboard(`/bookings/${w.get('booking')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('booking') },
        json: { amount: 'كثير' },
        from: dashboard(`/bookings/${w.get('booking')}`),
      }),
    },
    flashError: 'the booking is paid on arrival: only a booking paid online is refunded',
  },
  'dashboard.payments.destroy': {
    step: 80,
    as: 'merchant',
    valid: () => ({ from: dashboard('/payments') }),
    invalid: { kind: 'csrf' },
  },
}
