// The merchant's refund of an order or a booking paid online: all or part of what is left, through Moyasar.
import { useForm, usePage } from '@inertiajs/react'
import type { OrderPayment } from '#presenters/payment_presenter'
import { Button, Money, NumberField } from '~/components/ui'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'

interface Props {
  kind: 'order' | 'booking'
  id: number
  payment: OrderPayment
}

const sar = (halalas: number) => (halalas / 100).toFixed(2)

export default function RefundPanel({ kind, id, payment }: Props) {
  const { username } = usePage<{ username: string }>().props
  const form = useForm({ amount: sar(payment.refundable) })
  if (!payment.online || !payment.paid || !payment.paymentId) return null

  return (
    <section className="dash-card payment-box" aria-label="الدفع الإلكتروني والاسترداد">
      <h2>الدفع الإلكتروني</h2>
      <p>
        {payment.methodLabel} — رقم العملية في ميسر: <bdi dir="ltr">{payment.paymentId}</bdi>
      </p>
      {payment.refunded > 0 && (
        <p>
          المسترد حتى الآن: <Money halalas={payment.refunded} />
        </p>
      )}
      {payment.refundable > 0 ? (
        <form
          className="refund-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (form.processing) return
            if (!window.confirm(`استرداد ${form.data.amount} ر.س إلى العميل؟`)) return
            const name =
              kind === 'order'
                ? 'dashboard.orders.refunds.store'
                : 'dashboard.bookings.refunds.store'
            form.post(route(name, { username, id }), {
              preserveScroll: true,
            })
          }}
          noValidate
        >
          <NumberField
            decimal
            id="refund_amount"
            label={`مبلغ الاسترداد (المتبقي ${sar(payment.refundable)} ر.س)`}
            {...bindField(form, 'amount')}
          />
          <Button type="submit" loading={form.processing}>
            استرداد
          </Button>
        </form>
      ) : (
        <p className="muted">استرد المبلغ كاملا.</p>
      )}
    </section>
  )
}
