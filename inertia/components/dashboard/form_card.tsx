// A dashboard card holding one small form: its heading, fields, and the submit button (with any others).
import type { ReactNode } from 'react'
import { Button } from '~/components/ui'

/**
 * The card is named by its heading (`id`); submitting calls `onSubmit` without the browser's own
 * navigation. `actions` stand beside the submit button (a cancel); `before` and `after` sit in the
 * card around the form.
 */
export default function FormCard({
  id,
  title,
  onSubmit,
  submitLabel,
  processing,
  formClassName = 'dash-form',
  noValidate = true,
  actions,
  before,
  after,
  children,
}: {
  id: string
  title: ReactNode
  onSubmit: () => void
  submitLabel: ReactNode
  processing: boolean
  formClassName?: string
  /** false where the browser's own check of required fields is kept */
  noValidate?: boolean
  actions?: ReactNode
  before?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  const submit = (
    <Button type="submit" loading={processing}>
      {submitLabel}
    </Button>
  )
  return (
    <section className="dash-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {before}
      <form
        className={formClassName}
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {children}
        {actions ? (
          <span className="dash-row-actions">
            {submit}
            {actions}
          </span>
        ) : (
          submit
        )}
      </form>
      {after}
    </section>
  )
}
