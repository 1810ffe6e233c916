import { useState, type ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrderPaymentsController from '#controllers/store/account/order_payments_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import { TextField } from '~/components/ui/field'
import CardForm from '~/components/payments/card_form'
import ApplePayButton from '~/components/payments/apple_pay_button'
import type { StorePageProps } from '~/components/store_page_props'
import '~/css/account.css'
import '~/css/payments.css'

type Props = StorePageProps<InferPageProps<OrderPaymentsController, 'show'>>

/**
 * /orders/{id}/pay and /booking/{id}/pay: an order or a booking placed for online payment, paid here by
 * card (3-D Secure) or STC Pay (mobile, then the OTP). A failed attempt's message is shown and the
 * customer tries again.
 */
export default function OrderPay({ kind, order, payment, card, urls, stcPayOtp }: Props) {
  const [method, setMethod] = useState<'card' | 'stcpay'>(stcPayOtp ? 'stcpay' : 'card')
  const mobile = useForm({ mobile: '' })
  const otp = useForm({ otp: '' })
  const noun = kind === 'booking' ? 'الحجز' : 'الطلب'

  return (
    <div className="container pay-page">
      <Seo title={`دفع ${noun} رقم ${order.number}`} />
      <h1 className="page-title">
        دفع {noun} رقم {order.number}
      </h1>
      <p className="pay-total">
        المبلغ: <Money halalas={order.total} />
      </p>
      {payment.failedMessage && (
        <p className="form-alert" role="alert">
          لم تتم المحاولة السابقة: {payment.failedMessage}
        </p>
      )}

      <ApplePayButton
        apiBase={card.action.replace(/\/payments$/, '')}
        publishableKey={card.publishableKey}
        amount={order.total}
        label={card.description}
        description={card.description}
        callbackUrl={card.callbackUrl}
        metadata={card.metadata}
      />

      <div className="pay-methods" role="radiogroup" aria-label="طريقة الدفع">
        <label className="account-check payment-method">
          <input
            type="radio"
            name="method"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
          />
          بطاقة مدى أو فيزا أو ماستركارد
        </label>
        <label className="account-check payment-method">
          <input
            type="radio"
            name="method"
            checked={method === 'stcpay'}
            onChange={() => setMethod('stcpay')}
          />
          STC Pay
        </label>
      </div>

      <section className="card pay-card">
        {method === 'card' ? (
          <CardForm
            action={card.action}
            publishableKey={card.publishableKey}
            amount={order.total}
            description={card.description}
            callbackUrl={card.callbackUrl}
            metadata={card.metadata}
          />
        ) : stcPayOtp ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              otp.post(urls.stcpayOtp)
            }}
            noValidate
          >
            <TextField
              id="otp"
              label="رمز التحقق من STC Pay"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={otp.data.otp}
              onChange={(e) => otp.setData('otp', e.target.value.replace(/\D/g, ''))}
              error={otp.errors.otp}
            />
            <button type="submit" className="btn btn-primary block" disabled={otp.processing}>
              تأكيد الدفع
            </button>
          </form>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              mobile.post(urls.stcpay)
            }}
            noValidate
          >
            <TextField
              id="mobile"
              label="رقم الجوال المسجل في STC Pay"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              placeholder="05xxxxxxxx"
              value={mobile.data.mobile}
              onChange={(e) => mobile.setData('mobile', e.target.value.replace(/\D/g, ''))}
              error={mobile.errors.mobile}
            />
            <button type="submit" className="btn btn-primary block" disabled={mobile.processing}>
              أرسل رمز التحقق
            </button>
          </form>
        )}
      </section>

      <Link href={urls.back} className="btn btn-outline">
        العودة إلى {noun}
      </Link>
    </div>
  )
}

OrderPay.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
