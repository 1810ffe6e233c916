// A refused form: its first error scrolled to and focused, and a summary of every error at the top.
import { useSyncExternalStore } from 'react'

/** One refused field: its label and the server's message, and the control to go back to. */
interface Refused {
  id: string
  label: string
  message: string
}

let refused: Refused[] = []
const listeners = new Set<() => void>()

function publish(next: Refused[]) {
  refused = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function goTo(id: string) {
  const control = document.getElementById(id)
  if (!control) return
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  control.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
  control.focus({ preventScroll: true })
}

/** The refused fields on the page, in the order a person reads them. */
function refusedFields(): Refused[] {
  return [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')].map((control) => {
    // a group of radios or checkboxes is named by its legend
    const label =
      document.querySelector(`label[for="${CSS.escape(control.id)}"]`) ??
      control.querySelector(':scope > legend')
    const message = document.getElementById(`${control.id}-error`)
    return {
      id: control.id,
      label: label?.textContent?.trim() ?? '',
      message: message?.textContent?.trim() ?? '',
    }
  })
}

/**
 * After the server refuses a form (its errors are on the page once React has drawn them), takes the
 * person to the first refused field, out of sight at the top of a long form otherwise, and lists
 * every refused field in a summary whose items lead to them.
 */
export function focusFirstError() {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const fields = refusedFields()
      publish(fields)
      if (fields.length) goTo(fields[0].id)
    })
  )
}

/** The summary: gone on the next visit, or when every field is corrected and sent. */
export function FormErrorSummary() {
  const fields = useSyncExternalStore(
    subscribe,
    () => refused,
    () => refused
  )
  if (!fields.length) return null
  return (
    <div className="form-error-summary" role="alert">
      <p className="form-error-summary-title">
        {fields.length === 1
          ? 'لم يُحفظ النموذج: حقل واحد يحتاج إلى تصحيح'
          : `لم يُحفظ النموذج: ${fields.length} حقول تحتاج إلى تصحيح`}
      </p>
      <ul>
        {fields.map((field) => (
          <li key={field.id}>
            <button type="button" className="ui-link-button" onClick={() => goTo(field.id)}>
              {field.label ? `${field.label}: ` : ''}
              {field.message}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="form-error-summary-close" onClick={() => publish([])}>
        إغلاق
      </button>
    </div>
  )
}

/** A new visit starts: the summary of the last one is gone. */
export function clearFormErrors() {
  publish([])
}
