// The booking wizard's buttons: back, next, and confirm on the last step.
export default function BookingNav({
  step,
  processing,
  canGoOn,
  canConfirm,
  onBack,
  onNext,
  onConfirm,
}: {
  step: number
  processing: boolean
  /** the current step is valid */
  canGoOn: boolean
  /** the time and the payment method are valid */
  canConfirm: boolean
  onBack: () => void
  onNext: () => void
  onConfirm: () => void
}) {
  return (
    <div className="booking-nav">
      {step > 1 && (
        <button type="button" className="btn btn-outline" disabled={processing} onClick={onBack}>
          السابق
        </button>
      )}
      {step < 5 ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!canGoOn || processing}
          onClick={onNext}
        >
          التالي
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={processing || !canConfirm}
          onClick={onConfirm}
        >
          تأكيد الحجز
        </button>
      )}
    </div>
  )
}
