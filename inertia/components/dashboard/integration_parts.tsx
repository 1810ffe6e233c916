// Pieces of the integrations pages: a secret shown once with its copy button, and a list of checkboxes.
import { useState } from 'react'
import '../../css/dashboard_integrations.css'
import { Button } from '~/components/ui'

/** A key or signing secret shown right after it is made, with a copy button: it is never shown again. */
export function SecretOnce({ title, value, note }: { title: string; value: string; note: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <section className="dash-card integ-secret" role="status" aria-live="polite">
      <h2>{title}</h2>
      <p className="dash-muted">{note}</p>
      <div className="integ-secret-row">
        <code dir="ltr" className="integ-secret-value">
          {value}
        </code>
        <Button variant="outline" onClick={copy}>
          {copied ? 'تم النسخ' : 'نسخ'}
        </Button>
      </div>
    </section>
  )
}

/** Checkboxes of a multiple choice (scopes, events), with the server's message under them. */
export function CheckList({
  id,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  id: string
  legend: string
  options: { value: string; label: string }[]
  value: string[]
  error?: string
  onChange: (value: string[]) => void
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((item) => item !== option))
  return (
    <fieldset className={`integ-checklist${error ? ' has-error' : ''}`} id={id}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="integ-check">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <span>{option.label}</span>
          <code dir="ltr">{option.value}</code>
        </label>
      ))}
      {error && (
        <p className="ui-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
