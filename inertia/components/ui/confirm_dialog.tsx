import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'

/**
 * A confirmation before something that cannot be undone (a delete). A native <dialog>: modal, focus
 * kept inside, Escape cancels, and the focus goes back to the button that opened it.
 */
export default function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'تأكيد',
  cancelLabel = 'إلغاء',
  danger = true,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className="ui-dialog"
      aria-labelledby="ui-dialog-title"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id="ui-dialog-title">{title}</h2>
      {message && <p>{message}</p>}
      <div className="ui-dialog-actions">
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  )
}
