import { useState, type ReactNode } from 'react'
import { Link, useForm, type InertiaFormProps } from '@inertiajs/react'
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

/** The ways to pay on this page, in the order offered. */
const METHODS = [
  { key: 'card', label: 'بطاقة مدى أو فيزا أو ماستركارد' },
  { key: 'stcpay', label: 'STC Pay' },
] as const

/** The field of each STC Pay step: the mobile number, then the code the customer receives on it. */
const STC_PAY_FIELDS = {
  mobile: {
    label: 'رقم الجوال المسجل في STC Pay',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '05xxxxxxxx',
  },
  otp: { label: 'رمز التحقق من STC Pay', inputMode: 'numeric', autoComplete: 'one-time-code' },
} as const

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
        {...card}
        apiBase={card.action.replace(/\/payments$/, '')}
        amount={order.total}
        label={card.description}
      />

      <div className="pay-methods" role="radiogroup" aria-label="طريقة الدفع">
        {METHODS.map((item) => (
          <label key={item.key} className="account-check payment-method">
            <input
              type="radio"
              name="method"
              checked={method === item.key}
              onChange={() => setMethod(item.key)}
            />
            {item.label}
          </label>
        ))}
      </div>

      <section className="card pay-card">
        {method === 'card' ? (
          <CardForm {...card} amount={order.total} />
        ) : stcPayOtp ? (
          <StcPayStep form={otp} name="otp" url={urls.stcpayOtp} submit="تأكيد الدفع" />
        ) : (
          <StcPayStep form={mobile} name="mobile" url={urls.stcpay} submit="أرسل رمز التحقق" />
        )}
      </section>

      <Link href={urls.back} className="btn btn-outline">
        العودة إلى {noun}
      </Link>
    </div>
  )
}

/** One STC Pay step (the mobile, then the OTP): a digits-only field posted to the step's address. */
function StcPayStep<Name extends keyof typeof STC_PAY_FIELDS>(props: {
  form: InertiaFormProps<Record<Name, string>>
  name: Name
  url: string
  submit: string
}) {
  const { form, name } = props
  const setData = form.setData as unknown as (key: string, value: string) => void
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.post(props.url)
      }}
      noValidate
    >
      <TextField
        id={name}
        dir="ltr"
        {...STC_PAY_FIELDS[name]}
        value={form.data[name]}
        onChange={(e) => setData(name, e.target.value.replace(/\D/g, ''))}
        error={(form.errors as Record<string, string | undefined>)[name]}
      />
      <button type="submit" className="btn btn-primary block" disabled={form.processing}>
        {props.submit}
      </button>
    </form>
  )
}

OrderPay.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
