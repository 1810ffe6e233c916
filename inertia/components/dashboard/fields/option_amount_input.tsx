// The number typed beside an option's name in the product and service forms: its price, extra price or minutes.

/** A short left-to-right box with the digits keyboard; `onChange` gets the text as typed. */
export default function OptionAmountInput({
  label,
  placeholder,
  decimal = false,
  value,
  maxLength,
  onChange,
}: {
  /** the screen reader's name, with the option's number */
  label: string
  placeholder: string
  /** riyals take a decimal point, minutes do not */
  decimal?: boolean
  value: string
  maxLength: number
  onChange: (value: string) => void
}) {
  return (
    <input
      aria-label={label}
      placeholder={placeholder}
      inputMode={decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      value={value}
      maxLength={maxLength}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
