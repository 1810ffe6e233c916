import type { statusCounts } from '#services/customers/customer_history'

export type Stats = Awaited<ReturnType<typeof statusCounts>>

/** The three status counters of the orders and bookings tabs (completed, awaiting confirmation, cancelled). */
export default function AccountStatCards({ stats }: { stats: Stats }) {
  const counters = [
    { key: 'success', label: 'مكتملة', value: stats.success },
    { key: 'pending', label: 'بانتظار التأكيد', value: stats.pending },
    { key: 'cancel', label: 'ملغاة', value: stats.cancel },
  ]
  return (
    <div className="stat-cards">
      {counters.map((c) => (
        <div key={c.key} className={`card stat-card ${c.key}`}>
          <strong>{c.value}</strong>
          <span>{c.label}</span>
        </div>
      ))}
    </div>
  )
}
