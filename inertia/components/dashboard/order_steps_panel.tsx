// The merchant's fulfilment steps of an order: the timeline and one large button per allowed next step.
import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Button } from '~/components/ui'
import OrderTimeline, { type TimelineEntry } from '~/components/orders/order_timeline'
import { route } from '~/lib/route'

/**
 * The nearest next step is the primary button; a later one skips forward (a bakery's cake may go from
 * confirmed to delivered). No button goes back; a cancelled or delivered order has none.
 */
export default function OrderStepsPanel({
  orderId,
  fulfilment,
}: {
  orderId: number
  fulfilment: { timeline: TimelineEntry[]; moves: { value: string; label: string }[] }
}) {
  const { username } = usePage<{ username: string }>().props
  const [busy, setBusy] = useState<string | null>(null)

  const move = (step: string) =>
    router.post(
      route('dashboard.orders.steps.store', { username, id: orderId }),
      { step },
      {
        preserveScroll: true,
        onStart: () => setBusy(step),
        onFinish: () => setBusy(null),
      }
    )

  return (
    <section className="dash-card order-steps-card" aria-labelledby="order-steps-title">
      <h2 id="order-steps-title">مراحل الطلب</h2>
      <OrderTimeline entries={fulfilment.timeline} />
      {fulfilment.moves.length > 0 && (
        <div className="order-steps-moves">
          {fulfilment.moves.map((next, index) => (
            <Button
              key={next.value}
              variant={index === 0 ? 'primary' : 'outline'}
              loading={busy === next.value}
              disabled={busy !== null}
              onClick={() => move(next.value)}
            >
              {next.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  )
}
