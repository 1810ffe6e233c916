// The online payment of an order on the customer's page: paid or not, why not, pay again, refunds.
import { Link } from '@inertiajs/react'
import type { OrderPayment } from '#presenters/payment_presenter'
import Money from '~/components/ui/money'
import { formatDate } from '~/lib/format'

interface Props {
  payment: OrderPayment
  payUrl: string
  cancelled: boolean
}

export default function OrderPaymentBox({ payment, payUrl, cancelled }: Props) {
  if (!payment.online) return null
  return (
    <section className="payment-box" aria-label="الدفع الإلكتروني">
      <p>
        <strong>الدفع الإلكتروني:</strong> {payment.methodLabel}
        {' — '}
        {payment.paid ? 'مدفوع' : cancelled ? 'لم يدفع (الطلب ملغي)' : 'بانتظار الدفع'}
      </p>
      {!payment.paid && payment.failedMessage && (
        <p className="form-alert" role="alert">
          لم يتم الدفع: {payment.failedMessage}
        </p>
      )}
      {payment.canPay && (
        <>
          <p className="muted small">يلغى الطلب تلقائيا إذا لم يدفع خلال 30 دقيقة من إنشائه.</p>
          <Link href={payUrl} className="btn btn-primary">
            {payment.failedMessage ? 'ادفع مرة أخرى' : 'ادفع الآن'}
          </Link>
        </>
      )}
      {payment.refunded > 0 && (
        <p>
          تم استرداد <Money halalas={payment.refunded} /> إلى وسيلة الدفع
          {payment.refundedAt ? ` في ${formatDate(payment.refundedAt)}` : ''}.
        </p>
      )}
    </section>
  )
}
