// The form of the merchant's sign-in, sign-up and account pages: its fields, then its full-width submit button.
import type { FormEvent, ReactNode } from 'react'

/**
 * An auth page's form, named by `label` for screen readers; sending it never reloads the page, it
 * calls `onSubmit` (which posts the Inertia form). Its full-width button says what it is doing while
 * the form is sent, and cannot be pressed again then, nor while `disabled`. `note` stands under it.
 */
export function AuthForm({
  label,
  onSubmit,
  submitLabel,
  busyLabel,
  processing,
  disabled,
  describedBy,
  note,
  children,
}: {
  label: string
  onSubmit: () => void
  submitLabel: string
  busyLabel: string
  processing: boolean
  disabled?: boolean
  /** the id of what says why the button is disabled */
  describedBy?: string
  note?: ReactNode
  children: ReactNode
}) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <form onSubmit={submit} noValidate className="auth-form" aria-label={label}>
      {children}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={disabled || processing}
        aria-describedby={describedBy}
      >
        {processing ? busyLabel : submitLabel}
      </button>
      {note}
    </form>
  )
}
