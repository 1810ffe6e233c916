import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import type BookingCartController from '#controllers/store/booking/booking_cart_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import AccountSummary from '~/components/account_summary'
import BookingSteps from '~/components/booking_steps'
import BookingDays from '~/components/booking_days'
import { formatDuration } from '~/components/store_format'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import { MobileField } from '~/components/ui/field'
import '~/css/account.css'
import '~/css/booking.css'
import OptionExtras from '~/components/option_extras'

type Props = RenderedPageProps<BookingCartController, 'show', 'categories'>
type BookableService = Props['categories'][number]['services'][number]
type PaymentMethod = Props['paymentMethods'][number]['value']

type OptionMode = 'any' | 'each'

/**
 * The five-step booking wizard (SPEC.md sections 2, 4, 5): services, options, time, payment method,
 * confirm. Forward only when the step is valid, back always. Moving to step 3 creates the reservation
 * cart on the server (prices and durations from the database) and brings the free times of 7 days.
 */
export default function BookingCart(props: Props) {
  const { categories, preselectedId, branch, paymentMethods, cart, availability, cartGone } = props
  const needsMobile = props.needsMobile
  const username = props.username
  const errors: Record<string, string | undefined> = usePage().props.errors ?? {}

  const services = useMemo(() => categories.flatMap((g) => g.services), [categories])
  const byId = (id: number) => services.find((s) => s.id === id)

  const [step, setStep] = useState(cart ? 3 : 1)
  const [selected, setSelected] = useState<number[]>(() =>
    cart ? cart.items.map((i) => i.serviceId) : preselectedId ? [preselectedId] : []
  )
  const [mode, setMode] = useState<OptionMode>(() =>
    cart?.items.some((i) => i.optionId !== null) ? 'each' : 'any'
  )
  const [options, setOptions] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      (cart?.items ?? []).flatMap((i) => (i.optionId === null ? [] : [[i.serviceId, i.optionId]]))
    )
  )
  const [date, setDate] = useState<string | null>(null)
  const [time, setTime] = useState<string | null>(null)
  const [payment, setPayment] = useState<PaymentMethod | null>(null)
  // asked once: a customer without a mobile gives it with the payment method
  const [mobile, setMobile] = useState('')
  const [processing, setProcessing] = useState(false)

  // a new cart (or fresh times after a taken slot) picks the first open day with times
  useEffect(() => {
    if (!availability) return
    const current = availability.find((d) => d.date === date)
    if (current && current.times.length > 0) {
      if (time && !current.times.some((t) => t.time === time)) setTime(null)
      return
    }
    setDate(availability.find((d) => d.times.length > 0)?.date ?? null)
    setTime(null)
  }, [availability, cart?.id])

  const withOptions = selected.map(byId).filter((s): s is BookableService => !!s)
  const needsChoice = withOptions.filter((s) => s.options.length > 0)
  const day = availability?.find((d) => d.date === date) ?? null
  const slot = day?.times.find((t) => t.time === time) ?? null

  const valid: Record<number, boolean> = {
    1: selected.length > 0,
    2: mode === 'any' || needsChoice.every((s) => options[s.id] !== undefined),
    3: !!cart && !!day && !!slot,
    4:
      !!payment &&
      paymentMethods.some((m) => m.value === payment && m.enabled) &&
      (!needsMobile || mobile.trim().length > 0),
    5: true,
  }

  const toggle = (id: number) =>
    setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]))

  const createCart = () => {
    const payload = selected.map((id) => ({
      service_id: id,
      option_id: mode === 'each' && options[id] !== undefined ? options[id] : 'any',
    }))
    router.post(
      route('store.booking_cart.store', { username }),
      { services: payload },
      {
        preserveState: true,
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onSuccess: (next) => {
          // the new cart's times come with the page; the effect above picks the day
          if ((next.props as unknown as Props).cart) setStep(3)
        },
      }
    )
  }

  const confirm = () => {
    if (!cart || !slot || !payment || processing) return
    router.post(
      route('store.bookings.store', { username }),
      {
        reservation_cart_id: cart.id,
        date,
        time,
        payment_method: payment,
        ...(needsMobile ? { mobile } : {}),
      },
      {
        preserveState: true,
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onError: (errs) => {
          if (errs.time || errs.date) setStep(3)
          else if (errs.reservation_cart_id) setStep(1)
          else if (errs.payment_method || errs.mobile) setStep(4)
        },
      }
    )
  }

  const next = () => {
    if (!valid[step] || processing) return
    if (step === 2) return createCart()
    setStep(step + 1)
  }

  const firstError =
    errors.services ??
    Object.entries(errors).find(([key]) => key.startsWith('services.'))?.[1] ??
    errors.reservation_cart_id

  return (
    <div className="container booking-page">
      <Seo title="حجز خدمة" />
      <h1 className="booking-title">حجز خدمة</h1>
      {branch && <p className="muted booking-branch">الفرع: {branch.name}</p>}
      <BookingSteps step={step} />

      {cartGone && !firstError && step === 1 && (
        <p className="booking-error" role="status">
          انتهت صلاحية سلة الحجز، اختر الخدمات من جديد
        </p>
      )}
      {firstError && step <= 2 && (
        <p className="booking-error" role="alert">
          {firstError}
        </p>
      )}

      {step === 1 && (
        <section className="booking-step" aria-labelledby="step-title">
          <h2 id="step-title">اختر الخدمات</h2>
          {categories.map((group) => (
            <fieldset key={group.id ?? 'others'} className="booking-group">
              <legend>{group.name}</legend>
              {group.services.map((service) => (
                <label
                  key={service.id}
                  className={`booking-service ${selected.includes(service.id) ? 'chosen' : ''}`}
                >
                  <input
                    type="checkbox"
                    name="services"
                    value={service.id}
                    checked={selected.includes(service.id)}
                    onChange={() => toggle(service.id)}
                  />
                  <span className="name">{service.name}</span>
                  <span className="meta">
                    <Money halalas={service.price} />
                    <span className="muted">{formatDuration(service.durationMinutes)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      )}

      {step === 2 && (
        <section className="booking-step" aria-labelledby="step-title">
          <h2 id="step-title">الخيارات</h2>
          <div className="booking-modes" role="radiogroup" aria-label="طريقة اختيار الخيارات">
            <label className={mode === 'any' ? 'chosen' : undefined}>
              <input
                type="radio"
                name="mode"
                checked={mode === 'any'}
                onChange={() => setMode('any')}
              />
              أي خيار متاح
            </label>
            <label className={mode === 'each' ? 'chosen' : undefined}>
              <input
                type="radio"
                name="mode"
                checked={mode === 'each'}
                onChange={() => setMode('each')}
              />
              اختيار خيار لكل خدمة
            </label>
          </div>
          {mode === 'each' &&
            withOptions.map((service) => (
              <fieldset key={service.id} className="booking-group">
                <legend>{service.name}</legend>
                {service.options.length === 0 ? (
                  <p className="muted">لا توجد خيارات لهذه الخدمة</p>
                ) : (
                  service.options.map((option) => (
                    <label
                      key={option.id}
                      className={`booking-service ${options[service.id] === option.id ? 'chosen' : ''}`}
                    >
                      <input
                        type="radio"
                        name={`option-${service.id}`}
                        checked={options[service.id] === option.id}
                        onChange={() => setOptions((o) => ({ ...o, [service.id]: option.id }))}
                      />
                      <span className="name">{option.name}</span>
                      <span className="meta">
                        <OptionExtras option={option} />
                      </span>
                    </label>
                  ))
                )}
              </fieldset>
            ))}
          {mode === 'any' && <p className="muted">سيختار المركز الخيار المناسب عند وصولك.</p>}
        </section>
      )}

      {step === 3 && cart && availability && (
        <section className="booking-step" aria-labelledby="step-title">
          <h2 id="step-title">اختر الموعد</h2>
          {errors.time && (
            <p className="booking-error" role="alert">
              {errors.time}
            </p>
          )}
          <BookingDays
            days={availability}
            date={date}
            time={time}
            durationLabel={cart.durationLabel}
            onDate={(d) => {
              setDate(d)
              setTime(null)
            }}
            onTime={setTime}
          />
        </section>
      )}

      {step === 4 && (
        <section className="booking-step" aria-labelledby="step-title">
          <h2 id="step-title">طريقة الدفع</h2>
          {errors.payment_method && (
            <p className="booking-error" role="alert">
              {errors.payment_method}
            </p>
          )}
          <div className="booking-payments">
            {paymentMethods.map((method) => (
              <label
                key={method.value}
                className={`booking-service ${payment === method.value ? 'chosen' : ''} ${method.enabled ? '' : 'disabled'}`}
              >
                <input
                  type="radio"
                  name="payment_method"
                  value={method.value}
                  disabled={!method.enabled}
                  checked={payment === method.value}
                  onChange={() => setPayment(method.value)}
                />
                <span className="name">{method.label}</span>
                {!method.enabled && <span className="meta muted">غير متاح حاليا</span>}
              </label>
            ))}
          </div>
          {needsMobile && (
            <MobileField
              id="mobile"
              label="رقم جوالك"
              hint="يتواصل معك المتجر عليه بشأن حجزك. نطلبه مرة واحدة ونحفظه في حسابك."
              required
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              error={errors.mobile}
            />
          )}
        </section>
      )}

      {step === 5 && cart && (
        <section className="booking-step" aria-labelledby="step-title">
          <h2 id="step-title">تأكيد الحجز</h2>
          {(errors.date || errors.form) && (
            <p className="booking-error" role="alert">
              {errors.date ?? errors.form}
            </p>
          )}
          <ul className="booking-lines">
            {cart.items.map((item) => (
              <li key={item.serviceId}>
                <span>
                  <strong>{item.serviceName}</strong>
                  <span className="muted"> · {item.optionName ?? 'أي خيار'}</span>
                  <span className="muted"> · {formatDuration(item.durationMinutes)}</span>
                </span>
                <Money halalas={item.price} />
              </li>
            ))}
          </ul>
          <dl className="card booking-facts">
            <div>
              <dt>الموعد</dt>
              <dd>
                {day?.dayName} {day?.dayLabel} · {slot?.label}
              </dd>
            </div>
            <div>
              <dt>المدة</dt>
              <dd>{formatDuration(cart.durationMinutes)}</dd>
            </div>
            <div>
              <dt>طريقة الدفع</dt>
              <dd>{paymentMethods.find((m) => m.value === payment)?.label}</dd>
            </div>
            {branch && (
              <div>
                <dt>الفرع</dt>
                <dd>{branch.name}</dd>
              </div>
            )}
          </dl>
          <AccountSummary
            subtotal={cart.subtotal}
            vat={cart.vat}
            total={cart.total}
            taxed={cart.taxed}
            title="ملخص الحجز"
          />
        </section>
      )}

      <div className="booking-nav">
        {step > 1 && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={processing}
            onClick={() => setStep(step - 1)}
          >
            السابق
          </button>
        )}
        {step < 5 ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!valid[step] || processing}
            onClick={next}
          >
            التالي
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={processing || !valid[3] || !valid[4]}
            onClick={confirm}
          >
            تأكيد الحجز
          </button>
        )}
      </div>
    </div>
  )
}

BookingCart.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
