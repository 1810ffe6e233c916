// An open message's buttons (a contact message or a form's submission): back to unread, and delete.
import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Button, ConfirmDialog } from '~/components/ui'

/**
 * "Mark unread" patches `updateUrl`; "delete" asks first (`warning` says what goes), then deletes at
 * `destroyUrl`, and the server sends the inbox back. `children` stand before the two (a reply link).
 */
export default function MessageActions({
  updateUrl,
  destroyUrl,
  warning,
  children,
}: {
  updateUrl: string
  destroyUrl: string
  warning: string
  children?: ReactNode
}) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const remove = () =>
    router.delete(destroyUrl, {
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setConfirming(false)
      },
    })
  return (
    <>
      <div className="dash-row-actions">
        {children}
        <Button variant="outline" onClick={() => router.patch(updateUrl, { read: false })}>
          تعليم كغير مقروءة
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          حذف
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="حذف الرسالة؟"
        message={warning}
        confirmLabel="حذف"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
