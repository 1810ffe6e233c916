// An order's fulfilment steps as a vertical timeline: each step done or to come, with when (and who).
import { formatDateTime } from '~/lib/format'
import '~/css/order_steps.css'

export interface TimelineEntry {
  step: string
  label: string
  at: string | null
  actorName: string | null
  done: boolean
  current: boolean
}

/** The steps in order; the current one is marked for screen readers too (aria-current="step"). */
export default function OrderTimeline({
  entries,
  label = 'مراحل الطلب',
}: {
  entries: TimelineEntry[]
  label?: string
}) {
  return (
    <ol className="order-timeline" aria-label={label}>
      {entries.map((entry) => (
        <li
          key={entry.step}
          className={[
            entry.done ? 'is-done' : '',
            entry.current ? 'is-current' : '',
            entry.step === 'cancel' ? 'is-cancel' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-current={entry.current ? 'step' : undefined}
        >
          <strong>{entry.label}</strong>
          {entry.at ? (
            <small>
              {formatDateTime(entry.at)}
              {entry.actorName ? ` · ${entry.actorName}` : ''}
            </small>
          ) : (
            !entry.done && <small>لم تتم بعد</small>
          )}
        </li>
      ))}
    </ol>
  )
}
