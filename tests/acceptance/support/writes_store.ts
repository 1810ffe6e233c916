// Write-walk cases of the storefront: a new customer's account, cart, checkout, reorder and booking.
import { randomUUID } from 'node:crypto'
import { RESET_SUBJECT, firstFreeSlot, mailAfter, mailCount } from '#tests/acceptance/support/flows'
import { ADDRESS, walkMobile } from '#tests/acceptance/support/payloads'
import { RUN, type WriteTable, type WriteWalk } from '#tests/acceptance/support/write_walk'

const store = (path = '') => `/o/demo${path}`

export const NEW_CUSTOMER = {
  name: 'عميلة جولة الكتابة',
  email: `walk-writer-${RUN}@example.com`,
  mobile: walkMobile(),
  password: 'walk-pass-1',
  newPassword: 'walk-pass-2',
}

/** The id at the end of a redirect's address (/checkout/success/12 -> 12). */
function idFrom(location: string | null) {
  const id = Number(location?.split('?')[0].split('/').at(-1))
  if (!Number.isInteger(id)) throw new Error(`no id in the redirect to ${location}`)
  return id
}

/** The walk customer's newest cart line. */
async function newestLine(w: WriteWalk) {
  const cart = await w.newest('carts', { customer_id: w.get('customer') })
  return w.newest('cart_items', { cart_id: cart })
}

/** A product and a service of the demo website that customers see. */
export async function demoCatalogue(w: WriteWalk) {
  const site = { site: true, customer: false }
  const [product, service, branch] = await Promise.all([
    w.records.firstRow('products', {}, site),
    w.records.firstRow('services', {}, site),
    w.records.firstRow('branches', {}, site),
  ])
  if (!product || !service || !branch) throw new Error('the demo website lost its catalogue')
  return { product: Number(product.id), service: Number(service.id), branch: Number(branch.id) }
}

export const STORE_WRITES: WriteTable = {
  'store.signup.store': {
    step: 50,
    as: 'customer',
    valid: () => ({
      json: {
        name: NEW_CUSTOMER.name,
        mobile: NEW_CUSTOMER.mobile,
        email: NEW_CUSTOMER.email,
        password: NEW_CUSTOMER.password,
      },
      from: store('/signup'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { name: '', email: 'x', password: '1' }, from: store('/signup') }),
    },
    // a signed-up customer is taken to the store; its e-mail would be taken for a second try
    invalidFirst: true,
    then: async (w) => {
      w.made.set('customer', await w.newest('customers', { email: NEW_CUSTOMER.email }))
    },
  },
  'store.branch.store': {
    step: 50.1,
    as: 'customer',
    valid: async (w) => ({ json: { branchId: (await demoCatalogue(w)).branch }, from: store() }),
    invalid: { kind: 'input', send: () => ({ json: { branchId: 'main' }, from: store() }) },
  },
  'store.addresses.store': {
    step: 50.2,
    as: 'customer',
    valid: () => ({ json: ADDRESS, from: store('/address') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { ...ADDRESS, short_address: '12' }, from: store('/address') }),
    },
    then: async (w) => {
      w.made.set('address', await w.newest('addresses', { customer_id: w.get('customer') }))
    },
  },
  'store.cart_items.store': {
    step: 50.3,
    as: 'customer',
    valid: async (w) => ({
      json: { product_id: (await demoCatalogue(w)).product, quantity: 1 },
      from: store('/products'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { product_id: 'x', quantity: 0 }, from: store('/products') }),
    },
    then: async (w) => {
      w.made.set('line', await newestLine(w))
    },
  },
  'store.cart_items.update': {
    step: 50.4,
    as: 'customer',
    valid: (w) => ({ params: { id: w.get('line') }, json: { quantity: 2 }, from: store('/cart') }),
    invalid: {
      kind: 'input',
      send: (w) => ({ params: { id: w.get('line') }, json: { quantity: 0 }, from: store('/cart') }),
    },
  },
  'store.checkout.choose_address': {
    step: 50.5,
    as: 'customer',
    valid: (w) => ({ json: { address_id: w.get('address') }, from: store('/checkout/shipping') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { address_id: 'home' }, from: store('/checkout/shipping') }),
    },
  },
  'store.checkout.store': {
    step: 50.6,
    as: 'customer',
    valid: async (w) => ({
      json: {
        checkout_token: randomUUID(),
        payment_method: 'cod',
        branch_id: (await demoCatalogue(w)).branch,
      },
      from: store('/checkout/payment'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({
        json: { checkout_token: 'x', payment_method: 'bitcoin' },
        from: store('/checkout/payment'),
      }),
    },
    // the order empties the cart: the refused confirmation goes first, while the cart is full
    invalidFirst: true,
    then: (w, answer) => {
      w.made.set('order', idFrom(answer.location))
    },
  },
  'store.orders.reorder': {
    step: 50.7,
    as: 'customer',
    valid: (w) => ({ params: { id: w.get('order') }, from: store(`/orders/${w.get('order')}`) }),
    invalid: { kind: 'unknown', param: 'id' },
    then: async (w) => {
      w.made.set('reordered', await newestLine(w))
    },
  },
  'store.cart_items.destroy': {
    step: 50.8,
    as: 'customer',
    valid: (w) => ({ params: { id: w.get('reordered') }, from: store('/cart') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  'store.booking_cart.store': {
    step: 50.9,
    as: 'customer',
    valid: async (w) => ({
      json: { services: [{ service_id: (await demoCatalogue(w)).service, option_id: 'any' }] },
      from: store('/booking/cart'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { services: [] }, from: store('/booking/cart') }),
    },
    then: (w, answer) => {
      w.made.set('reservation', idFrom(answer.location))
    },
  },
  'store.bookings.store': {
    step: 51,
    as: 'customer',
    valid: async (w) => {
      const cart = w.get('reservation')
      const slot = await firstFreeSlot(w.visitor('customer'), w.site, cart)
      return {
        json: { reservation_cart_id: cart, ...slot, payment_method: 'on_arrive' },
        from: store(`/booking/cart/${cart}`),
      }
    },
    invalid: {
      kind: 'input',
      send: (w) => ({
        json: { reservation_cart_id: 'x', date: 'tomorrow', time: '25:00' },
        from: store(`/booking/cart/${w.get('reservation')}`),
      }),
    },
    // a booked cart is gone: the refused confirmation goes first
    invalidFirst: true,
    then: (w, answer) => {
      w.made.set('booking', idFrom(answer.location))
    },
  },
  'store.addresses.destroy': {
    step: 51.1,
    as: 'customer',
    valid: (w) => ({ params: { id: w.get('address') }, from: store('/address') }),
    invalid: { kind: 'unknown', param: 'id' },
  },

  // ---- a forgotten password, in another browser; then a login there; its logout last
  'store.password.send': {
    step: 52,
    as: 'customerReset',
    valid: (w) => {
      w.made.set('customerMails', mailCount(NEW_CUSTOMER.email))
      return { json: { email: NEW_CUSTOMER.email }, from: store('/forgot-password') }
    },
    invalid: {
      kind: 'input',
      send: () => ({ json: { email: 'nobody' }, from: store('/forgot-password') }),
    },
    invalidFirst: true,
    then: async (w) => {
      const text = await mailAfter(NEW_CUSTOMER.email, w.get('customerMails'), RESET_SUBJECT)
      const token = /\/reset-password\/([0-9a-f]{64})/.exec(text)?.[1]
      if (!token) throw new Error('the customer reset mail has no link')
      w.made.set('customerToken', token)
    },
  },
  'store.password.update': {
    step: 53,
    as: 'customerReset',
    toLogin: 'a new password is used to sign in: the login page is next',
    valid: (w) => ({
      json: {
        token: w.text('customerToken'),
        password: NEW_CUSTOMER.newPassword,
        password_confirmation: NEW_CUSTOMER.newPassword,
      },
      from: store(`/reset-password/${w.text('customerToken')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        json: { token: 'short', password: '1', password_confirmation: '2' },
        from: store(`/reset-password/${w.text('customerToken')}`),
      }),
    },
    invalidFirst: true,
  },
  'store.session.store': {
    step: 54,
    as: 'customerLogin',
    valid: () => ({
      json: { email: NEW_CUSTOMER.email, password: NEW_CUSTOMER.newPassword },
      from: store('/login'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { email: 'x', password: '' }, from: store('/login') }),
    },
    invalidFirst: true,
  },
  // sign-in with a one-time code (issue 36): the walk's server has no SMS provider, so by e-mail
  'store.login_code.restart': {
    step: 54.1,
    as: 'customerCode',
    valid: () => ({ from: store('/login/code') }),
    invalid: { kind: 'csrf' },
    invalidFirst: true,
  },
  'store.login_code.send': {
    step: 54.2,
    as: 'customerCode',
    valid: (w) => {
      w.made.set('codeMails', mailCount(NEW_CUSTOMER.email))
      return { json: { channel: 'email', email: NEW_CUSTOMER.email }, from: store('/login/code') }
    },
    invalid: {
      kind: 'input',
      send: () => ({ json: { channel: 'sms', mobile: '0112345678' }, from: store('/login/code') }),
    },
    invalidFirst: true,
    then: async (w) => {
      const text = await mailAfter(NEW_CUSTOMER.email, w.get('codeMails'), /رمز الدخول/)
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1]
      if (!code) throw new Error('the customer sign-in code mail has no code')
      w.made.set('loginCode', code)
    },
  },
  'store.login_code.verify': {
    step: 54.3,
    as: 'customerCode',
    valid: (w) => ({ json: { code: w.text('loginCode') }, from: store('/login/code') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { code: '12' }, from: store('/login/code') }),
    },
    invalidFirst: true,
  },
  'store.session.destroy': {
    step: 99,
    as: 'customerLogin',
    valid: () => ({ from: store('/profile') }),
    invalid: { kind: 'csrf' },
    invalidFirst: true,
  },
  // online payment of an order paid in cash: refused with its Arabic reason (nothing reaches Moyasar)
  'store.orders.stcpay': {
    step: 50.65,
    as: 'customer',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { mobile: '0512345678' },
      from: store(`/orders/${w.get('order')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { mobile: '12' },
        from: store(`/orders/${w.get('order')}`),
      }),
    },
    flashError: 'the order is paid in cash: it has nothing to pay online',
  },
  'store.orders.stcpay_otp': {
    step: 50.66,
    as: 'customer',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { otp: '123456' },
      from: store(`/orders/${w.get('order')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { otp: 'abc' },
        from: store(`/orders/${w.get('order')}`),
      }),
    },
    flashError: 'the order is paid in cash: it has nothing to pay online',
  },
  // the same STC Pay steps for a booking made to be paid on arrival: refused with the same reason
  'store.bookings.stcpay': {
    step: 51.05,
    as: 'customer',
    valid: (w) => ({
      params: { id: w.get('booking') },
      json: { mobile: '0512345678' },
      from: store(`/booking/${w.get('booking')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('booking') },
        json: { mobile: '12' },
        from: store(`/booking/${w.get('booking')}`),
      }),
    },
    flashError: 'the booking is paid on arrival: it has nothing to pay online',
  },
  'store.bookings.stcpay_otp': {
    step: 51.06,
    as: 'customer',
    valid: (w) => ({
      params: { id: w.get('booking') },
      json: { otp: '123456' },
      from: store(`/booking/${w.get('booking')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('booking') },
        json: { otp: 'abc' },
        from: store(`/booking/${w.get('booking')}`),
      }),
    },
    flashError: 'the booking is paid on arrival: it has nothing to pay online',
  },
  // Moyasar's notifications, after the walk disconnected demo's gateway: the event is taken as nothing
  'store.payments.webhook': {
    step: 85,
    as: 'guest',
    valid: () => ({
      json: { id: 'evt-walk', type: 'payment_paid', secret_token: 'x', data: { id: 'pay-walk' } },
      wantsJson: true,
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { type: 'payment_paid' }, wantsJson: true }),
    },
  },
  // the platform's own webhook (plan payments), with its secret (scripts/acceptance.js): an event it
  // does not act on is taken as nothing; the walk's server has no platform account to fetch payments
  'billing.webhook': {
    step: 85,
    as: 'guest',
    valid: () => ({
      json: {
        id: 'evt-walk-platform',
        type: 'payment_voided',
        secret_token: 'acceptance-platform-webhook',
        data: { id: 'pay-walk' },
      },
      wantsJson: true,
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { type: 'payment_paid' }, wantsJson: true }),
    },
  },
}
