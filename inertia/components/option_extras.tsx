import Money from '~/components/ui/money'

/** What a service option adds to the service, as the service page and the booking wizard say it. */
export default function OptionExtras({
  option,
}: {
  option: { extraPrice: number; extraMinutes: number }
}) {
  if (option.extraPrice <= 0 && option.extraMinutes <= 0) {
    return <span className="muted">بدون تكلفة إضافية</span>
  }
  return (
    <span className="muted">
      {option.extraPrice > 0 && (
        <>
          + <Money halalas={option.extraPrice} />
        </>
      )}
      {option.extraPrice > 0 && option.extraMinutes > 0 && ' · '}
      {option.extraMinutes > 0 && `+ ${option.extraMinutes} دقيقة`}
    </span>
  )
}
