// One step of the booking wizard: its title, the error the server gave for it, then its content.
import type { ReactNode } from 'react'

export default function BookingStep({
  title,
  error,
  children,
}: {
  title: string
  error?: string
  children: ReactNode
}) {
  return (
    <section className="booking-step" aria-labelledby="step-title">
      <h2 id="step-title">{title}</h2>
      {error && (
        <p className="booking-error" role="alert">
          {error}
        </p>
      )}
      {children}
    </section>
  )
}
