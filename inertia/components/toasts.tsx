import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'

/** Flash messages: alerts 3 s at the top start corner, notifications 5 s at the top centre. */
export default function Toasts() {
  const { flash } = usePage<SharedProps>().props
  const [visible, setVisible] = useState(flash)

  useEffect(() => {
    setVisible(flash)
    const alert = setTimeout(
      () => setVisible((v) => ({ ...v, success: undefined, error: undefined })),
      3000
    )
    const note = setTimeout(() => setVisible((v) => ({ ...v, notification: undefined })), 5000)
    return () => {
      clearTimeout(alert)
      clearTimeout(note)
    }
  }, [flash])

  return (
    <>
      {visible.success && (
        <div className="toast toast-alert" role="status">
          {visible.success}
        </div>
      )}
      {visible.error && (
        <div className="toast toast-alert error" role="alert">
          {visible.error}
        </div>
      )}
      {visible.notification && (
        <div className="toast toast-notification" role="status">
          {visible.notification}
        </div>
      )}
    </>
  )
}
