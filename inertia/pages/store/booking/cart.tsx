// The storefront's booking wizard page: its state and its calls to the server, step by step.
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import BookingSteps from '~/components/booking_steps'
import BookingDays from '~/components/booking_days'
import { route } from '~/lib/route'
import '~/css/account.css'
import '~/css/booking.css'
import type {
  BookableService,
  BookingCartProps as Props,
  OptionMode,
  PaymentMethod,
} from '~/components/booking/booking_cart_props'
import BookingStep from '~/components/booking/booking_step'
import ServiceChoiceStep from '~/components/booking/service_choice_step'
import OptionChoiceStep from '~/components/booking/option_choice_step'
import PaymentChoiceStep from '~/components/booking/payment_choice_step'
import BookingConfirmStep from '~/components/booking/booking_confirm_step'
import BookingNav from '~/components/booking/booking_nav'

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
        <ServiceChoiceStep categories={categories} selected={selected} onToggle={toggle} />
      )}

      {step === 2 && (
        <OptionChoiceStep
          mode={mode}
          onMode={setMode}
          services={withOptions}
          options={options}
          onOption={(serviceId, optionId) => setOptions((o) => ({ ...o, [serviceId]: optionId }))}
        />
      )}

      {step === 3 && cart && availability && (
        <BookingStep title="اختر الموعد" error={errors.time}>
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
        </BookingStep>
      )}

      {step === 4 && (
        <PaymentChoiceStep
          methods={paymentMethods}
          payment={payment}
          onPayment={setPayment}
          needsMobile={needsMobile}
          mobile={mobile}
          onMobile={setMobile}
          errors={errors}
        />
      )}

      {step === 5 && cart && (
        <BookingConfirmStep
          cart={cart}
          day={day}
          slotLabel={slot?.label}
          paymentLabel={paymentMethods.find((m) => m.value === payment)?.label}
          branch={branch}
          error={errors.date ?? errors.form}
        />
      )}

      <BookingNav
        step={step}
        processing={processing}
        canGoOn={valid[step]}
        canConfirm={valid[3] && valid[4]}
        onBack={() => setStep(step - 1)}
        onNext={next}
        onConfirm={confirm}
      />
    </div>
  )
}

BookingCart.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
