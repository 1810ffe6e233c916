/*
| Online payments on the storefront: the pay page of a customer's order or booking, STC Pay's two steps, the
| callback Moyasar sends the customer back to, and the website's webhook (no customer, no CSRF token).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'

const OrderPaymentsController = () => import('#controllers/store/account/order_payments_controller')
const BookingPaymentsController = () =>
  import('#controllers/store/booking/booking_payments_controller')
const PaymentWebhooksController = () => import('#controllers/store/payment_webhooks_controller')

const id = recordIdMatcher()

router
  .group(() => {
    router
      .group(() => {
        router
          .get('/orders/:id/pay', [OrderPaymentsController, 'show'])
          .where('id', id)
          .as('store.orders.pay')
        router
          .get('/orders/:id/payment/callback', [OrderPaymentsController, 'callback'])
          .where('id', id)
          .as('store.orders.payment_callback')
        router
          .post('/orders/:id/pay/stcpay', [OrderPaymentsController, 'stcPay'])
          .where('id', id)
          .as('store.orders.stcpay')
        router
          .post('/orders/:id/pay/stcpay/otp', [OrderPaymentsController, 'stcPayOtp'])
          .where('id', id)
          .as('store.orders.stcpay_otp')

        router
          .get('/booking/:id/pay', [BookingPaymentsController, 'show'])
          .where('id', id)
          .as('store.bookings.pay')
        router
          .get('/booking/:id/payment/callback', [BookingPaymentsController, 'callback'])
          .where('id', id)
          .as('store.bookings.payment_callback')
        router
          .post('/booking/:id/pay/stcpay', [BookingPaymentsController, 'stcPay'])
          .where('id', id)
          .as('store.bookings.stcpay')
        router
          .post('/booking/:id/pay/stcpay/otp', [BookingPaymentsController, 'stcPayOtp'])
          .where('id', id)
          .as('store.bookings.stcpay_otp')
      })
      .use([middleware.storeOpen(), middleware.customerAuth()])

    router
      .post('/payments/webhook', [PaymentWebhooksController, 'store'])
      .as('store.payments.webhook')
  })
  .prefix('/o/:username')
  .use(middleware.website())
