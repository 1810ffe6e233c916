// The phone drawer of the dashboard's navigation: focus moves into it, Tab stays inside, Escape closes it.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { router } from '@inertiajs/react'

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * The drawer's state and the refs its elements take: the menu button that opens it (focus goes back
 * there on close), the close button (focus goes there on open) and the drawer itself (Tab goes round
 * it). A followed link or a wide screen closes it: the layout persists across visits.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLElement>(null)
  const restoreFocus = useRef(false)

  const close = useCallback(() => {
    restoreFocus.current = true
    setOpen(false)
  }, [])

  useEffect(() => {
    if (!open) {
      // once the page behind is no longer inert, focus goes back to the menu button
      if (restoreFocus.current) menuButton.current?.focus()
      restoreFocus.current = false
      return
    }
    closeButton.current?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
      }
    }
    document.addEventListener('keydown', onKey)
    document.body.classList.add('dash-drawer-open')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('dash-drawer-open')
    }
  }, [open, close])

  useEffect(() => router.on('navigate', () => setOpen(false)), [])
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 992px)')
    const onChange = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])

  /** Tab and Shift+Tab go round the open drawer. */
  function trapFocus(event: KeyboardEvent<HTMLElement>) {
    if (!open || event.key !== 'Tab' || !drawer.current) return
    const items = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null
    )
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return {
    open,
    openDrawer: () => setOpen(true),
    close,
    menuButton,
    closeButton,
    drawer,
    trapFocus,
  }
}
