const BOOKING_STEPS = ['الخدمات', 'الخيارات', 'الموعد', 'الدفع', 'التأكيد'] as const

/** Where the customer is in the five-step booking wizard. */
export default function BookingSteps({ step }: { step: number }) {
  return (
    <ol className="booking-steps" aria-label="خطوات الحجز">
      {BOOKING_STEPS.map((label, index) => (
        <li
          key={label}
          className={index + 1 < step ? 'done' : index + 1 === step ? 'current' : undefined}
          aria-current={index + 1 === step ? 'step' : undefined}
        >
          <span className="dot">{index + 1}</span>
          <span className="label">{label}</span>
        </li>
      ))}
    </ol>
  )
}
