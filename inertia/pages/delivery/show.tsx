// The representative's phone page of one order (signed link, no account): where, what, how much, steps.
import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type DeliveryController from '#controllers/store/delivery_controller'
import Seo from '~/components/seo'
import Toasts from '~/components/ui/toasts'
import { Button, Money, TextAreaField } from '~/components/ui'
import '../../css/delivery.css'

type Props = InferPageProps<DeliveryController, 'show'>
type Step = keyof Props['steps']

/**
 * Only what the delivery needs: the address with a map link, the items, the customer's phone (tap to
 * call) and the cash to collect; then the buttons picked up, delivered, cash collected and "could not
 * deliver" with a note. Each step is posted to this same signed address.
 */
export default function DeliveryShow({ delivery, steps }: Props) {
  const [failing, setFailing] = useState(false)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const send = (step: Step) => {
    setBusy(true)
    router.post(
      window.location.pathname + window.location.search,
      step === 'failed' ? { step, note } : { step },
      {
        preserveScroll: true,
        onError: (errs) => setErrors(errs as Record<string, string>),
        onSuccess: () => {
          setErrors({})
          setFailing(false)
          setNote('')
        },
        onFinish: () => setBusy(false),
      }
    )
  }

  const phone = delivery.customer.phone
  return (
    <main className="delivery-page">
      <Seo title={`توصيل طلب رقم ${delivery.number}`} />
      <Toasts />
      <header className="delivery-head">
        <h1>توصيل طلب رقم {delivery.number}</h1>
        <p>المندوب: {delivery.representative}</p>
      </header>

      <section className="delivery-card" aria-labelledby="delivery-where">
        <h2 id="delivery-where">العنوان</h2>
        <p>{delivery.address || 'لا يوجد عنوان'}</p>
        {delivery.mapUrl && (
          <a
            className="btn btn-outline"
            href={delivery.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            فتح العنوان في الخريطة
          </a>
        )}
      </section>

      <section className="delivery-card" aria-labelledby="delivery-customer">
        <h2 id="delivery-customer">العميل</h2>
        <p>{delivery.customer.name}</p>
        {phone ? (
          <a className="btn btn-outline" href={`tel:${phone}`} dir="ltr">
            {phone}
          </a>
        ) : (
          <p className="delivery-muted">لا يوجد رقم جوال</p>
        )}
        {delivery.notes && <p className="delivery-muted">ملاحظات العميل: {delivery.notes}</p>}
      </section>

      <section className="delivery-card" aria-labelledby="delivery-items">
        <h2 id="delivery-items">المنتجات</h2>
        <ul className="delivery-items">
          {delivery.items.map((item) => (
            <li key={item.id}>
              <span>{item.name}</span>
              <span>× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="delivery-card delivery-cash" aria-labelledby="delivery-cash">
        <h2 id="delivery-cash">المبلغ المطلوب تحصيله</h2>
        <p className="delivery-amount">
          {delivery.cashToCollect > 0 ? (
            <Money halalas={delivery.cashToCollect} />
          ) : (
            'لا شيء (مدفوع)'
          )}
        </p>
      </section>

      <section className="delivery-card" aria-labelledby="delivery-steps">
        <h2 id="delivery-steps">الخطوات</h2>
        <ul className="delivery-done">
          {delivery.pickedUp && <li>✓ {steps.picked_up}</li>}
          {delivery.delivered && <li>✓ {steps.delivered}</li>}
          {delivery.cashCollected && <li>✓ {steps.collected}</li>}
          {delivery.lastFailure && !delivery.delivered && (
            <li>
              {steps.failed}: {delivery.lastFailure}
            </li>
          )}
        </ul>
        {errors.step && (
          <p className="delivery-error" role="alert">
            {errors.step}
          </p>
        )}
        <div className="delivery-actions">
          {delivery.can.picked_up && (
            <Button block onClick={() => send('picked_up')} disabled={busy}>
              {steps.picked_up}
            </Button>
          )}
          {delivery.can.delivered && (
            <Button block onClick={() => send('delivered')} disabled={busy}>
              {steps.delivered}
            </Button>
          )}
          {delivery.can.collected && (
            <Button block onClick={() => send('collected')} disabled={busy}>
              {steps.collected} (<Money halalas={delivery.cashToCollect} />)
            </Button>
          )}
          {delivery.can.failed && !failing && (
            <Button block variant="danger" onClick={() => setFailing(true)} disabled={busy}>
              {steps.failed}
            </Button>
          )}
        </div>
        {failing && (
          <div className="delivery-fail">
            <TextAreaField
              id="note"
              label="سبب تعذر التوصيل"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note}
            />
            <Button block variant="danger" onClick={() => send('failed')} disabled={busy}>
              إرسال
            </Button>
            <Button block variant="ghost" onClick={() => setFailing(false)}>
              رجوع
            </Button>
          </div>
        )}
        {!delivery.can.picked_up && !delivery.can.delivered && !delivery.can.collected && (
          <p className="delivery-muted">اكتمل التوصيل، شكرا لك.</p>
        )}
      </section>
    </main>
  )
}
