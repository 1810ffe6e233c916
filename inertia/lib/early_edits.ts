// What a visitor typed (or the browser autofilled) before the page's JavaScript started is handed to React.
import { useEffect } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Inputs whose value is not text a person types or picks (a file cannot be set back either). */
const NOT_EDITABLE = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file'])

/** Sets a field's value without React hearing of it, as typing does. */
function setNativeValue(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  setter?.call(field, value)
}

function replayField(field: Field) {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return
    const initial = Array.from(field.options).find((option) => option.defaultSelected)
    const serverValue = initial?.value ?? field.options[0]?.value ?? ''
    if (field.value !== serverValue) field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return
    // back to what the server sent, then the visitor's click again: React hears a change
    field.checked = field.defaultChecked
    field.click()
    return
  }
  if (field.value === field.defaultValue) return
  const typed = field.value
  // React compares with the last value it knows of: give it the server's, then the typed one
  field.value = field.defaultValue
  setNativeValue(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * The page's JavaScript starts after the first frame (inertia/app/app.tsx): on a slow phone a visitor
 * can type into the server's form before, and the browser may autofill it. Hydration keeps those values
 * on screen but React's state still holds the server's, so the form was sent empty («الحقل ضروري»
 * under a filled field). Called once React has hydrated the page, this replays each such field as an
 * edit. Fields of a section still waiting to start (HydrateNearScreen) are left to it.
 */
export function replayEarlyEdits(root: HTMLElement) {
  const fields = root.querySelectorAll<Field>('input, textarea, select')
  for (const field of Array.from(fields)) {
    if (field instanceof HTMLInputElement && NOT_EDITABLE.has(field.type)) continue
    if (field.disabled || field.closest('[data-hydrate]')) continue
    replayField(field)
  }
}

let replayed = false

/**
 * Replays the early edits of the page the server rendered, once, after React hydrated it: a component's
 * effects run after its children's. Used by the layouts and pages whose forms are opened from a link
 * (the merchant's sign-in and dashboard, the store's sign-in); the entry chunk has no room for it (the
 * storefront's JavaScript budget, scripts/js_budget.js).
 */
export function useEarlyEdits() {
  useEffect(() => {
    if (replayed) return
    replayed = true
    const root = document.getElementById('app')
    if (root) replayEarlyEdits(root)
  }, [])
}
