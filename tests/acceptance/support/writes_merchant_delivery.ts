// Write-walk cases of the merchant API's delivery: representatives, an order's one and step, the settings.
import { apiKeyOf, fresh } from '#tests/acceptance/support/writes_merchant_api'
import { RUN, type WriteWalk } from '#tests/acceptance/support/write_walk'
import type { WriteTable } from '#tests/acceptance/support/write_walk'

const API = '/api/v1/merchant'

/** A Saudi mobile of this run's own (a representative's mobile is unique on its website). */
const MOBILE = `05${String(Date.now()).slice(-8)}`
const REPRESENTATIVE = { name: `مندوب واجهة الجولة ${RUN}`, mobile: MOBILE, is_active: true }

/** The representative the API made (step 81), by id. */
const representative = async (w: WriteWalk) => ({
  params: { id: w.get('apiRepresentative') },
  bearer: await apiKeyOf(w),
})

/** A fresh pending order of demo's, by id, with the walk's key. */
const order = async (w: WriteWalk) => ({
  params: { id: await fresh('orders') },
  bearer: await apiKeyOf(w),
})

export const MERCHANT_DELIVERY_WRITES: WriteTable = {
  'api.merchant.representatives.store': {
    step: 81,
    as: 'api',
    valid: async (w) => ({ bearer: await apiKeyOf(w), json: REPRESENTATIVE }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ bearer: await apiKeyOf(w), json: { name: '', mobile: '123' } }),
    },
    then: (w, answer) => {
      w.made.set('apiRepresentative', answer.json<{ data: { id: number } }>().data.id)
    },
  },
  'api.merchant.representatives.update': {
    step: 82,
    as: 'api',
    valid: async (w) => ({ ...(await representative(w)), json: REPRESENTATIVE }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ ...(await representative(w)), json: { name: 'x', mobile: 'abc' } }),
    },
  },
  // a pending order handed to the API's representative (a new signed link)
  'api.merchant.orders.representative': {
    step: 83,
    as: 'api',
    valid: async (w) => ({
      ...(await order(w)),
      json: { representative_id: w.get('apiRepresentative') },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ ...(await order(w)), json: { representative_id: 'someone' } }),
    },
  },
  'api.merchant.orders.steps.store': {
    step: 83,
    as: 'api',
    valid: async (w) => ({ ...(await order(w)), json: { step: 'preparing' } }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ ...(await order(w)), json: { step: 'shipped' } }),
    },
  },
  // the API's representative delivered nothing yet: no cash to hand over
  'api.merchant.representatives.hand_over': {
    step: 83.5,
    as: 'api',
    valid: representative,
    invalid: { kind: 'unknown', param: 'id' },
    refusedAs: {
      status: 409,
      code: 'delivery_cash_none',
      why: "the API's representative has collected no cash (its order is not delivered)",
    },
  },
  // the delivery settings as GET answers them, sent back (demo keeps its delivery)
  'api.merchant.delivery_settings.update': {
    step: 83,
    as: 'api',
    valid: async (w) => {
      const bearer = await apiKeyOf(w)
      const answer = await w.visitor('api').get(`${API}/delivery-settings`, { bearer })
      if (answer.status !== 200) throw new Error(`GET delivery-settings: ${answer.describe()}`)
      return { bearer, json: answer.json<{ data: unknown }>().data }
    },
    invalid: {
      kind: 'input',
      send: async (w) => ({
        bearer: await apiKeyOf(w),
        json: { delivery_enabled: true, fee_mode: 'flat', flat_fee: 'مجانا', lead_days: 99 },
      }),
    },
  },
  // demo is open and stays open
  'api.merchant.settings.store_opening': {
    step: 83,
    as: 'api',
    valid: async (w) => ({ bearer: await apiKeyOf(w), json: { open: true } }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ bearer: await apiKeyOf(w), json: { open: 'ربما' } }),
    },
  },
}
