// The one-tap buttons of a today card: an order's next step or a booking's confirmation, cancel, paid in cash.
import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { VisitOptions } from '@inertiajs/core'
import type { TodayBooking, TodayOrder } from '#presenters/dashboard/today_presenter'
import { Button } from '~/components/ui'
import { route } from '~/lib/route'

type Change = { status: 'success' | 'cancel' } | { paid: true; payment_method: 'cash' }

/** Each button sends its change and the board comes back with a toast; one at a time. */
export default function TodayActions({
  kind,
  row,
  username,
  branchId,
  label,
}: {
  kind: 'order' | 'booking'
  row: TodayOrder | TodayBooking
  username: string
  branchId: number | null
  label: string
}) {
  const [sending, setSending] = useState<string | null>(null)
  if (!row.canChangeStatus && !row.canMarkPaid) return null
  const params = { username, id: row.id }
  const query = { branch: branchId }
  const options = (name: string): VisitOptions => ({
    preserveScroll: true,
    onStart: () => setSending(name),
    onFinish: () => setSending(null),
  })
  const send = (name: string, change: Change) =>
    router.patch(
      kind === 'order'
        ? route('dashboard.today.orders.update', params, query)
        : route('dashboard.today.bookings.update', params, query),
      change,
      options(name)
    )
  // an order steps forward by the order page's own service, the next step's words on the button
  const next = kind === 'order' ? (row as TodayOrder).nextStep : null
  const tap = (name: string, text: string, onClick: () => void, variant?: 'outline') => (
    <Button variant={variant} loading={sending === name} disabled={!!sending} onClick={onClick}>
      {text}
    </Button>
  )

  return (
    <div className="today-actions" role="group" aria-label={label}>
      {row.canChangeStatus && (
        <>
          {kind === 'booking' &&
            tap('success', 'تأكيد', () => send('success', { status: 'success' }))}
          {next &&
            tap('step', next.label, () =>
              router.post(
                route('dashboard.today.orders.steps.store', params, query),
                { step: next.value },
                options('step')
              )
            )}
          {tap('cancel', 'إلغاء', () => send('cancel', { status: 'cancel' }), 'outline')}
        </>
      )}
      {row.canMarkPaid &&
        tap(
          'paid',
          'تم الدفع نقدًا',
          () => send('paid', { paid: true, payment_method: 'cash' }),
          'outline'
        )}
    </div>
  )
}
