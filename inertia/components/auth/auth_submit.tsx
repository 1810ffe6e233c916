// The submit button of the merchant's sign-in, sign-up and account pages.
import type { ButtonHTMLAttributes } from 'react'

/**
 * An auth form's full-width submit button: its label, or what it is doing while the form is sent
 * (it cannot be pressed again then, nor while `disabled`).
 */
export function AuthSubmit({
  label,
  busyLabel,
  processing,
  disabled = false,
  ...rest
}: {
  label: string
  busyLabel: string
  processing: boolean
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'aria-describedby'>) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={disabled || processing}
      {...rest}
    >
      {processing ? busyLabel : label}
    </button>
  )
}
