// One order or booking on the today board: its number (to its page), time, status, customer, total, buttons.
import { Link } from '@inertiajs/react'
import type { TodayBooking, TodayOrder } from '#presenters/dashboard/today_presenter'
import { Money, PaymentBadge, StatusBadge } from '~/components/ui'
import { route } from '~/lib/route'
import TodayActions from './today_actions'

function Who({ row }: { row: TodayOrder | TodayBooking }) {
  return (
    <p className="today-who">
      <strong>{row.customer.name}</strong>
      {row.customer.phone && (
        <a href={`tel:${row.customer.phone}`} dir="ltr">
          {row.customer.phone}
        </a>
      )}
    </p>
  )
}

export default function TodayCard({
  kind,
  row,
  time,
  username,
  branchId,
}: {
  kind: 'order' | 'booking'
  row: TodayOrder | TodayBooking
  time: string
  username: string
  branchId: number | null
}) {
  const href =
    kind === 'order'
      ? route('dashboard.orders.show', { username, id: row.id })
      : route('dashboard.bookings.show', { username, id: row.id })
  const name = `${kind === 'order' ? 'طلب' : 'حجز'} رقم ${row.number}`
  return (
    <li className={`today-card today-${row.status}`}>
      <div className="today-card-head">
        <Link href={href}>{name}</Link>
        <span className="today-time">{time}</span>
        <StatusBadge status={row.status} label={row.statusLabel} />
      </div>
      <Who row={row} />
      <p className="today-meta">
        <Money halalas={row.total} />
        {row.payment && <PaymentBadge status={row.payment.status} label={row.payment.label} />}
        {row.branchName && <span>{row.branchName}</span>}
      </p>
      {kind === 'order' && (
        <p className="today-step">
          المرحلة: <strong>{(row as TodayOrder).fulfilmentStepLabel ?? 'بانتظار التأكيد'}</strong>
        </p>
      )}
      <TodayActions kind={kind} row={row} username={username} branchId={branchId} label={name} />
    </li>
  )
}

/** A list of cards, each with its time (`time`: a booking's hour, an order's creation). */
export function TodayCards<Row extends TodayOrder | TodayBooking>(props: {
  kind: 'order' | 'booking'
  rows: Row[]
  time: (row: Row) => string
  username: string
  branchId: number | null
}) {
  return (
    <ul>
      {props.rows.map((row) => (
        <TodayCard
          key={row.id}
          kind={props.kind}
          row={row}
          time={props.time(row)}
          username={props.username}
          branchId={props.branchId}
        />
      ))}
    </ul>
  )
}

/** The plan's word for a side it does not open, with the way to the plans page. */
export function TodayLocked({ title, feature }: { title: string; feature: string }) {
  return (
    <div className="today-locked" role="status">
      <h2>{title}</h2>
      <p>باقتك الحالية لا تشمل «{feature}». رقِّ باقتك لتتابع هذا من جوالك.</p>
      <Link href={route('marketing.plans.index')} className="btn btn-primary">
        اطلع على الباقات
      </Link>
    </div>
  )
}
