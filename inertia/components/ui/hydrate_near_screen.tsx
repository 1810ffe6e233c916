import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { inTurn } from '~/lib/in_turn'

/** Starting a section this far before it scrolls into view leaves the work out of the tap that follows. */
const ROOT_MARGIN = '400px 0px'
/** A touch, a click or the keyboard reaching a waiting section starts it at once. */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/** Sections of the first page still waiting, by name: the promise their content suspends on. */
const waiting = new Map<string, { promise: Promise<void>; release: () => void }>()
const released = new Set<string>()
/** Only the page the server rendered waits: a page reached by a visit renders at once. */
let firstPage = typeof window !== 'undefined'

function waitFor(name: string): Promise<void> | null {
  if (released.has(name)) return null
  const pending = waiting.get(name)
  if (pending) return pending.promise
  const element = document.querySelector(`[data-hydrate="${CSS.escape(name)}"]`)
  if (!element || typeof IntersectionObserver === 'undefined') return null

  let release = () => {}
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && inTurn(release),
      { rootMargin: ROOT_MARGIN }
    )
    release = () => {
      if (released.has(name)) return
      observer.disconnect()
      for (const type of WAKE_EVENTS) element.removeEventListener(type, release, true)
      released.add(name)
      waiting.delete(name)
      resolve()
    }
    observer.observe(element)
    for (const type of WAKE_EVENTS) element.addEventListener(type, release, true)
  })
  waiting.set(name, { promise, release })
  return promise
}

/**
 * Called when the first Inertia visit starts: every section still waiting starts now, and sections of
 * later pages no longer wait.
 */
export function hydrateWaitingSections() {
  firstPage = false
  for (const { release } of [...waiting.values()]) release()
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  if (firstPage) {
    const promise = waitFor(name)
    // suspending while hydrating keeps the server's HTML as it is until it resolves (React 18+)
    if (promise) throw promise
  }
  // one element wraps the section: the marker the acceptance tests and the styles find
  return <div data-hydrate={name}>{children}</div>
}

/**
 * A part of a server-rendered page below the fold whose JavaScript starts only when it nears the screen
 * or is touched. Until then the visitor sees the server's HTML (its links work as plain links), and
 * the phone's main thread is free while the top of the page becomes interactive. `name` must be unique
 * on the page and the same on the server and in the browser.
 */
export default function HydrateNearScreen({
  name,
  children,
}: {
  name: string
  children: ReactNode
}) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  )
}
