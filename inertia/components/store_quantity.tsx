/** SPEC.md section 9: a quantity from 1 to 10. */
const MIN_QUANTITY = 1
export const MAX_QUANTITY = 10

/** The product page's quantity selector: minus, the number, plus; never below 1 or above 10. */
export default function StoreQuantity(props: { value: number; onChange: (value: number) => void }) {
  const set = (value: number) =>
    props.onChange(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, value)))
  return (
    <div className="store-quantity" role="group" aria-label="الكمية">
      <button
        type="button"
        onClick={() => set(props.value + 1)}
        disabled={props.value >= MAX_QUANTITY}
        aria-label="زيادة الكمية"
      >
        +
      </button>
      <select
        value={props.value}
        onChange={(event) => set(Number(event.target.value))}
        aria-label="الكمية"
      >
        {Array.from({ length: MAX_QUANTITY }, (_, index) => index + 1).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => set(props.value - 1)}
        disabled={props.value <= MIN_QUANTITY}
        aria-label="إنقاص الكمية"
      >
        −
      </button>
    </div>
  )
}
