// Copying a text to the clipboard, and a copy button's short-lived "copied" or "failed" state.
import { useEffect, useRef, useState } from 'react'

/** Copies text: the Clipboard API, or the old textarea way where it is missing or refused (plain http). */
export async function copyText(text: string) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // permission refused: fall back below
    }
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy failed')
}

/** `copy(text)` copies and says how it went in `status`, back to 'idle' after `resetMs`. */
export function useCopy(resetMs = 3000) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy(text: string) {
    try {
      await copyText(text)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus('idle'), resetMs)
  }
  return { status, copy }
}
