// Long forms keep what was typed across a reload: a draft in this tab's sessionStorage until it is sent.
import { useEffect, useRef, useState } from 'react'

/** What a draft needs of Inertia's form helper. */
interface DraftableForm<Data extends object> {
  data: Data
  setData: (data: Data) => void
  processing: boolean
  hasErrors: boolean
}

export interface Draft {
  /** the form shows what was typed before the reload, not what the server sent */
  restored: boolean
  /** forgets the draft and puts the server's values back */
  discard: () => void
}

const PREFIX = 'safhati:draft:'
/** never written to storage: secrets and one-time codes */
const SECRET = /password|code|token|secret/i

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // storage refused (a private window's quota, a policy): the form works without drafts
    return null
  }
}

/** The values worth keeping: text, numbers, switches and lists; never files or secrets. */
function keepable(data: object) {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) =>
        !SECRET.test(key) &&
        !(typeof File !== 'undefined' && value instanceof Blob) &&
        ['string', 'number', 'boolean'].includes(typeof value)
    )
  )
}

/** The saved values that still fit the form: same fields, same kinds of value. */
function fitting(saved: unknown, current: object) {
  if (!saved || typeof saved !== 'object') return null
  const fields = Object.entries(saved as Record<string, unknown>).filter(
    ([key, value]) =>
      key in current && typeof value === typeof (current as Record<string, unknown>)[key]
  )
  return fields.length ? Object.fromEntries(fields) : null
}

/**
 * Keeps a form's input across a reload of its page (a phone that drops the tab, a thumb on the reload
 * button): typed values are saved to sessionStorage as they change and put back when the page opens
 * again. The draft is dropped when the form is sent, and saved again if the server refuses it.
 * `name` tells apart two forms of one page.
 */
export function useDraft<Data extends object>(form: DraftableForm<Data>, name = 'form'): Draft {
  const key = useRef<string | null>(null)
  const initial = useRef(form.data)
  const [restored, setRestored] = useState(false)
  const wasSending = useRef(false)

  useEffect(() => {
    key.current = `${PREFIX}${window.location.pathname}:${name}`
    const raw = storage()?.getItem(key.current)
    if (!raw) return
    try {
      const values = fitting(JSON.parse(raw), initial.current)
      if (values) {
        form.setData({ ...initial.current, ...values })
        setRestored(true)
      }
    } catch {
      storage()?.removeItem(key.current)
    }
    // once, when the page opens
  }, [])

  useEffect(() => {
    const store = storage()
    if (!key.current || !store) return
    if (form.processing) {
      wasSending.current = true
      store.removeItem(key.current)
      return
    }
    if (wasSending.current && !form.hasErrors) {
      // saved: what was sent is what the server holds now
      initial.current = form.data
      setRestored(false)
    }
    wasSending.current = false
    const values = keepable(form.data)
    const unchanged = JSON.stringify(values) === JSON.stringify(keepable(initial.current))
    if (unchanged && !form.hasErrors) {
      store.removeItem(key.current)
      return
    }
    const timer = setTimeout(() => {
      try {
        store.setItem(key.current!, JSON.stringify(values))
      } catch {
        // full storage: the draft is a comfort, not a promise
      }
    }, 250)
    return () => clearTimeout(timer)
  }, [form.data, form.processing, form.hasErrors])

  return {
    restored,
    discard() {
      if (key.current) storage()?.removeItem(key.current)
      form.setData(initial.current)
      setRestored(false)
    },
  }
}
