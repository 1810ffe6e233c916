// The storefront's sign-in pages (login, sign-up, code, password): the card, its alert, remember-me and submit.
import type { ReactNode } from 'react'
import Seo from '~/components/seo'
import { EmailField, PasswordField } from '~/components/ui/field'
import type { bindField } from '~/lib/bind_field'

/** The centred page the cards stand on, titled `title`. */
export function CustomerAuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container customer-auth-page">
      <Seo title={title} />
      {children}
    </div>
  )
}

/**
 * A sign-in form headed and named by `title`; submitting calls `onSubmit` without the browser's own
 * navigation. `page` puts the card on its own page (the pages with one card).
 */
export function CustomerAuthCard({
  title,
  onSubmit,
  page = false,
  children,
}: {
  title: string
  onSubmit: () => void
  page?: boolean
  children: ReactNode
}) {
  const card = (
    <form
      className="card customer-auth-card"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      noValidate
      aria-label={title}
    >
      <h1>{title}</h1>
      {children}
    </form>
  )
  return page ? <CustomerAuthPage title={title}>{card}</CustomerAuthPage> : card
}

/** Why the last try was refused, read out at once. */
export function AuthAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  )
}

/** "تذكرني": the session outlives the browser. */
export function RememberMe({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="account-check">
      <input
        type="checkbox"
        name="remember"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      تذكرني
    </label>
  )
}

/** The card's full-width submit button, saying what it does while the request is under way. */
export function AuthSubmit({
  processing,
  label,
  busyLabel = label,
}: {
  processing: boolean
  label: string
  busyLabel?: string
}) {
  return (
    <button type="submit" className="btn btn-primary block" disabled={processing}>
      {processing ? busyLabel : label}
    </button>
  )
}

type Binding = ReturnType<typeof bindField>

/** The email and password fields of the login and sign-up forms (`isNew`: a new password, 6 or more). */
export function CredentialFields({
  email,
  password,
  isNew = false,
}: {
  email: Binding
  password: Binding
  isNew?: boolean
}) {
  return (
    <>
      <EmailField id="email" label="البريد الإلكتروني" required {...email} />
      <PasswordField
        id="password"
        label="كلمة المرور"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        required
        minLength={isNew ? 6 : undefined}
        {...password}
      />
    </>
  )
}
