/*
| The storefront's customer side under /o/{username}: customer accounts, addresses, the server-side cart,
| checkout, orders and tax invoices. The catalogue a visitor browses is in store.ts.
| Routes are named store.<resource>.<action>.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'
import { loginThrottle, signupThrottle, passwordResetThrottle } from '#start/limiter'

const CustomerSessionsController = () =>
  import('#controllers/store/account/customer_sessions_controller')
const CustomerRegistrationsController = () =>
  import('#controllers/store/account/customer_registrations_controller')
const CustomerLoginCodesController = () =>
  import('#controllers/store/account/customer_login_codes_controller')
const CustomerPasswordsController = () =>
  import('#controllers/store/account/customer_passwords_controller')
const CartController = () => import('#controllers/store/account/cart_controller')
const CheckoutController = () => import('#controllers/store/account/checkout_controller')
const ProfileController = () => import('#controllers/store/account/profile_controller')
const AddressesController = () => import('#controllers/store/account/addresses_controller')
const OrdersController = () => import('#controllers/store/account/orders_controller')
const InvoicesController = () => import('#controllers/store/account/invoices_controller')

const id = recordIdMatcher()

router
  .group(() => {
    // customer accounts
    router.get('/signup', [CustomerRegistrationsController, 'create']).as('store.signup.create')
    router
      .post('/signup', [CustomerRegistrationsController, 'store'])
      .as('store.signup.store')
      .use(signupThrottle)
    router.get('/login', [CustomerSessionsController, 'create']).as('store.session.create')
    router
      .post('/login', [CustomerSessionsController, 'store'])
      .as('store.session.store')
      .use(loginThrottle)
    router.post('/logout', [CustomerSessionsController, 'destroy']).as('store.session.destroy')
    // sign-in with a one-time code by SMS or e-mail (issue 36); sends are limited in the service
    router
      .get('/login/code', [CustomerLoginCodesController, 'create'])
      .as('store.login_code.create')
    router.post('/login/code', [CustomerLoginCodesController, 'send']).as('store.login_code.send')
    router
      .post('/login/code/verify', [CustomerLoginCodesController, 'verify'])
      .as('store.login_code.verify')
      .use(loginThrottle)
    router
      .post('/login/code/restart', [CustomerLoginCodesController, 'restart'])
      .as('store.login_code.restart')
    router
      .get('/forgot-password', [CustomerPasswordsController, 'forgot'])
      .as('store.password.forgot')
    router
      .post('/forgot-password', [CustomerPasswordsController, 'send'])
      .as('store.password.send')
      .use(passwordResetThrottle)
    router
      .get('/reset-password/:token', [CustomerPasswordsController, 'edit'])
      .as('store.password.edit')
    router
      .post('/reset-password', [CustomerPasswordsController, 'update'])
      .use(passwordResetThrottle)
      .as('store.password.update')

    // the cart: guests (session cart) and customers
    router.get('/cart', [CartController, 'show']).as('store.cart.show')
    router.post('/cart/items', [CartController, 'store']).as('store.cart_items.store')
    router
      .patch('/cart/items/:id', [CartController, 'update'])
      .where('id', id)
      .as('store.cart_items.update')
    router
      .delete('/cart/items/:id', [CartController, 'destroy'])
      .where('id', id)
      .as('store.cart_items.destroy')

    // signed-in customers only (SPEC.md section 6)
    router
      .group(() => {
        router
          .get('/checkout/shipping', [CheckoutController, 'shipping'])
          .as('store.checkout.shipping')
        router
          .post('/checkout/shipping', [CheckoutController, 'chooseAddress'])
          .as('store.checkout.choose_address')
        router
          .get('/checkout/payment', [CheckoutController, 'payment'])
          .as('store.checkout.payment')
        router.post('/checkout', [CheckoutController, 'store']).as('store.checkout.store')
        router
          .get('/checkout/success/:id', [CheckoutController, 'success'])
          .where('id', id)
          .as('store.checkout.success')

        router.get('/profile', [ProfileController, 'show']).as('store.profile.show')

        router.get('/address', [AddressesController, 'index']).as('store.addresses.index')
        router.post('/address', [AddressesController, 'store']).as('store.addresses.store')
        router
          .delete('/address/:id', [AddressesController, 'destroy'])
          .where('id', id)
          .as('store.addresses.destroy')

        router.get('/orders', [OrdersController, 'index']).as('store.orders.index')
        router
          .get('/orders/:id', [OrdersController, 'show'])
          .where('id', id)
          .as('store.orders.show')
        router
          .post('/orders/:id/reorder', [OrdersController, 'reorder'])
          .where('id', id)
          .as('store.orders.reorder')
        router
          .get('/orders/:id/invoice', [InvoicesController, 'show'])
          .where('id', id)
          .as('store.invoices.show')
      })
      .use(middleware.customerAuth())
  })
  .prefix('/o/:username')
  .use([middleware.website(), middleware.storeOpen()])
