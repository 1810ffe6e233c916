// Write-walk cases of delivery representatives (issue 31 item 2): the list, an order's one, the link's steps.
import type { WriteTable } from '#tests/acceptance/support/write_walk'

const dashboard = (path = '') => `/dashboard/demo${path}`
const REPRESENTATIVE = { name: 'مندوب جولة الكتابة', mobile: '0551230001' }

export const DELIVERY_WRITES: WriteTable = {
  'dashboard.representatives.store': {
    step: 30.95,
    as: 'merchant',
    valid: () => ({ json: REPRESENTATIVE, from: dashboard('/representatives') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { name: '', mobile: '123' }, from: dashboard('/representatives') }),
    },
    // the refused one first: the valid one takes the mobile
    invalidFirst: true,
    then: async (w) => {
      w.made.set(
        'representative',
        await w.newest('representatives', { mobile: REPRESENTATIVE.mobile })
      )
    },
  },
  'dashboard.representatives.update': {
    step: 40,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('representative') },
      json: { ...REPRESENTATIVE, is_active: true },
      from: dashboard('/representatives'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('representative') },
        json: { name: 'x', mobile: 'abc' },
        from: dashboard('/representatives'),
      }),
    },
  },
  'dashboard.orders.representative': {
    step: 55,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { representative_id: w.get('representative') },
      from: dashboard(`/orders/${w.get('order')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { representative_id: 'someone' },
        from: dashboard(`/orders/${w.get('order')}`),
      }),
    },
    then: async (w) => {
      const answer = await w.visitor('merchant').visit(dashboard(`/orders/${w.get('order')}`))
      const link = (answer.page?.props.delivery as { link?: string } | null)?.link
      if (!link) throw new Error(`the order page shows no delivery link: ${answer.describe()}`)
      w.made.set('deliveryLink', link)
    },
  },
  // the representative, without an account, from the signed link: picked up (the order stays pending)
  'store.delivery.step': {
    step: 56,
    as: 'guest',
    valid: (w) => {
      const link = new URL(w.text('deliveryLink'))
      return {
        params: { username: 'demo', key: link.pathname.split('/').pop()! },
        query: Object.fromEntries(link.searchParams),
        json: { step: 'picked_up' },
        from: link.pathname + link.search,
      }
    },
    invalid: {
      kind: 'input',
      send: (w) => {
        const link = new URL(w.text('deliveryLink'))
        return {
          params: { username: 'demo', key: link.pathname.split('/').pop()! },
          query: Object.fromEntries(link.searchParams),
          json: { step: 'teleported' },
          from: link.pathname + link.search,
        }
      },
    },
  },
  'dashboard.representatives.hand_over': {
    step: 65,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('representative') },
      from: dashboard('/representatives'),
    }),
    invalid: { kind: 'unknown', param: 'id' },
    flashError: "the walk's representative collected no cash (the merchant recorded the payment)",
  },
}
