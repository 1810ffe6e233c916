// The form a visitor sent before React took the page over, sent again once it has (app/http/pages/page_loader.ts).
import { useEffect, type ReactNode } from 'react'

declare global {
  interface Window {
    safhatiReady?: boolean
    safhatiHeld?: [HTMLFormElement, HTMLElement | null]
  }
}

/**
 * Wraps the whole app: its effect runs after every page and layout effect, so React's handlers are in
 * place and the early edits are replayed (inertia/lib/early_edits.ts) before the held form is sent.
 */
export function SubmitHeld({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.safhatiReady = true
    const held = window.safhatiHeld
    window.safhatiHeld = undefined
    if (held?.[0].isConnected) held[0].requestSubmit(held[1] ?? undefined)
  }, [])
  return children
}
