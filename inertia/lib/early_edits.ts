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

/** What the visitor left in a field: its text, or whether it is ticked. */
type Typed = string | boolean

function typedIn(field: Field): Typed {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked
  }
  return field.value
}

function replayField(field: Field, typed: Typed) {
  if (typeof typed === 'boolean') {
    const input = field as HTMLInputElement
    if (typed === input.defaultChecked || (input.type === 'radio' && !typed)) return
    // the opposite of the visitor's choice, then their click again: React hears a change
    input.checked = !typed
    input.click()
    return
  }
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return
    const initial = Array.from(field.options).find((option) => option.defaultSelected)
    const serverValue = initial?.value ?? field.options[0]?.value ?? ''
    if (typed === serverValue) return
    field.value = typed
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (typed === field.defaultValue) return
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
function replayEarlyEdits(root: HTMLElement) {
  const fields = Array.from(root.querySelectorAll<Field>('input, textarea, select')).filter(
    (field) =>
      !(field instanceof HTMLInputElement && NOT_EDITABLE.has(field.type)) &&
      !field.disabled &&
      !field.closest('[data-hydrate]')
  )
  // every field is read before any is replayed: the first replay re-renders the form, and React then
  // writes its state ('' for a field typed before hydration) back into the fields not yet replayed
  const typed = fields.map(typedIn)
  fields.forEach((field, index) => replayField(field, typed[index]))
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
