// The order page's delivery: assign a representative, share their signed link to WhatsApp, see the steps.
import { useState } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import type { DeliveryPanel as Panel } from '#presenters/delivery_presenter'
import { Button, ButtonLink, SelectField } from '~/components/ui'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'

/**
 * The representative the order is assigned to (an active one; reassigning makes a new link, the old
 * one stops working), their link with a one-tap WhatsApp share, and where the delivery stands. The
 * steps come live: the layout's server-sent events reload the page's `delivery` and `order` props.
 */
export default function DeliveryPanel({ orderId, delivery }: { orderId: number; delivery: Panel }) {
  const { username } = usePage<{ username: string }>().props
  const form = useForm({
    representative_id: delivery.representativeId ? String(delivery.representativeId) : '',
  })
  const [copied, setCopied] = useState(false)

  const submit = (value: string) =>
    form.transform(() => ({ representative_id: value ? Number(value) : null }))

  const save = (event: React.FormEvent) => {
    event.preventDefault()
    submit(form.data.representative_id)
    form.put(route('dashboard.orders.representative', { username, id: orderId }), {
      preserveScroll: true,
    })
  }

  const steps = [
    { done: !!delivery.representative, label: 'أسند إلى مندوب' },
    { done: delivery.pickedUp, label: 'استلم المندوب الطلب' },
    { done: delivery.delivered, label: 'سُلّم الطلب' },
    { done: delivery.cashCollected, label: 'حصّل المندوب المبلغ' },
    { done: delivery.cashHanded, label: 'سلّم المبلغ للمتجر' },
  ]

  return (
    <section className="dash-card dash-delivery" aria-labelledby="delivery-title">
      <h2 id="delivery-title">التوصيل بالمندوب</h2>
      {delivery.assignable && (
        <form className="dash-delivery-assign" onSubmit={save}>
          <SelectField
            id="representative_id"
            label="المندوب"
            placeholder="بلا مندوب"
            options={delivery.options}
            {...bindField(form, 'representative_id')}
          />
          <Button type="submit" variant="outline" loading={form.processing}>
            حفظ
          </Button>
        </form>
      )}
      {delivery.options.length === 0 && delivery.assignable && (
        <p className="dash-muted">
          لا يوجد مندوب نشط.{' '}
          <ButtonLink href={route('dashboard.representatives.index', { username })} variant="ghost">
            أضف مندوبا
          </ButtonLink>
        </p>
      )}
      {delivery.representative && delivery.link && (
        <div className="dash-delivery-link">
          <p>
            رابط المندوب {delivery.representative.name} (لهذا الطلب فقط، وينتهي بعد يوم من التسليم):
          </p>
          <input
            readOnly
            dir="ltr"
            aria-label="رابط المندوب"
            value={delivery.link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="dash-row-actions">
            {delivery.whatsappUrl && (
              <a
                className="btn btn-primary"
                href={delivery.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                إرسال عبر واتساب
              </a>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                navigator.clipboard?.writeText(delivery.link!).then(() => setCopied(true))
              }}
            >
              {copied ? 'تم النسخ' : 'نسخ الرابط'}
            </Button>
          </div>
        </div>
      )}
      <ol className="dash-delivery-steps" aria-label="مراحل التوصيل">
        {steps.map((step) => (
          <li key={step.label} className={step.done ? 'is-done' : undefined}>
            {step.done ? '✓ ' : ''}
            {step.label}
          </li>
        ))}
      </ol>
      {delivery.lastFailure && (
        <p className="dash-delivery-failure" role="status">
          تعذر التوصيل: {delivery.lastFailure}
        </p>
      )}
    </section>
  )
}
