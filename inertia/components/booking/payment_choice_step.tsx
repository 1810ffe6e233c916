// The booking wizard's fourth step: the payment method, and the mobile of a customer without one.
import ContactMobileField from '~/components/contact_mobile_field'
import type { BookingCartProps, PaymentMethod } from '~/components/booking/booking_cart_props'
import BookingStep from '~/components/booking/booking_step'

export default function PaymentChoiceStep({
  methods,
  payment,
  onPayment,
  needsMobile,
  mobile,
  onMobile,
  errors,
}: {
  methods: BookingCartProps['paymentMethods']
  payment: PaymentMethod | null
  onPayment: (method: PaymentMethod) => void
  needsMobile: boolean
  mobile: string
  onMobile: (mobile: string) => void
  errors: { payment_method?: string; mobile?: string }
}) {
  return (
    <BookingStep title="طريقة الدفع" error={errors.payment_method}>
      <div className="booking-payments">
        {methods.map((method) => (
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
              onChange={() => onPayment(method.value)}
            />
            <span className="name">{method.label}</span>
            {!method.enabled && <span className="meta muted">غير متاح حاليا</span>}
          </label>
        ))}
      </div>
      {needsMobile && (
        <ContactMobileField of="booking" value={mobile} onChange={onMobile} error={errors.mobile} />
      )}
    </BookingStep>
  )
}
