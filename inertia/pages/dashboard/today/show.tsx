// /dashboard/{username}/today: the phone app's board: today's bookings by hour and the new orders, one tap each.
import { useState, type ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { SharedProps } from '~/types'
import type TodayController from '#controllers/dashboard/today_controller'
import type { TodayBooking, TodayOrder } from '#presenters/dashboard/today_presenter'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, Money, PaymentBadge, StatusBadge } from '~/components/ui'
import { route } from '~/lib/route'
import TodaySide from '~/components/dashboard/today_side'
import '../../../css/dashboard_today.css'

type Props = InferPageProps<TodayController, 'show'>
type Change = { status: 'success' | 'cancel' } | { paid: true; payment_method: 'cash' }

/** An order's one-tap step forward: the order page's own service, the next step's words on the button. */
function StepButton({
  row,
  username,
  branchId,
  sending,
  setSending,
}: {
  row: TodayOrder
  username: string
  branchId: number | null
  sending: string | null
  setSending: (name: string | null) => void
}) {
  if (!row.nextStep) return null
  const next = row.nextStep
  return (
    <Button
      loading={sending === 'step'}
      disabled={!!sending}
      onClick={() =>
        router.post(
          route(
            'dashboard.today.orders.steps.store',
            { username, id: row.id },
            { branch: branchId }
          ),
          { step: next.value },
          {
            preserveScroll: true,
            onStart: () => setSending('step'),
            onFinish: () => setSending(null),
          }
        )
      }
    >
      {next.label}
    </Button>
  )
}

/** The three one-tap buttons of a row; each sends the change and the board comes back with a toast. */
function Actions({
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
  const send = (name: string, change: Change) => {
    const url =
      kind === 'order'
        ? route('dashboard.today.orders.update', { username, id: row.id }, { branch: branchId })
        : route('dashboard.today.bookings.update', { username, id: row.id }, { branch: branchId })
    router.patch(url, change, {
      preserveScroll: true,
      onStart: () => setSending(name),
      onFinish: () => setSending(null),
    })
  }
  return (
    <div className="today-actions" role="group" aria-label={label}>
      {row.canChangeStatus && (
        <>
          {kind === 'order' ? (
            <StepButton
              row={row as TodayOrder}
              username={username}
              branchId={branchId}
              sending={sending}
              setSending={setSending}
            />
          ) : (
            <Button
              loading={sending === 'success'}
              disabled={!!sending}
              onClick={() => send('success', { status: 'success' })}
            >
              تأكيد
            </Button>
          )}
          <Button
            variant="outline"
            loading={sending === 'cancel'}
            disabled={!!sending}
            onClick={() => send('cancel', { status: 'cancel' })}
          >
            إلغاء
          </Button>
        </>
      )}
      {row.canMarkPaid && (
        <Button
          variant="outline"
          loading={sending === 'paid'}
          disabled={!!sending}
          onClick={() => send('paid', { paid: true, payment_method: 'cash' })}
        >
          تم الدفع نقدًا
        </Button>
      )}
    </div>
  )
}

/** The plan's word for a side it does not open, with the way to the plans page. */
function Locked({ title, feature }: { title: string; feature: string }) {
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

/** One order or booking: its number (to its page), time, status, customer, total and the one-tap buttons. */
function Card({
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
  return (
    <li className={`today-card today-${row.status}`}>
      <div className="today-card-head">
        <Link href={href}>
          {kind === 'order' ? 'طلب' : 'حجز'} رقم {row.number}
        </Link>
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
      <Actions
        kind={kind}
        row={row}
        username={username}
        branchId={branchId}
        label={`${kind === 'order' ? 'طلب' : 'حجز'} رقم ${row.number}`}
      />
    </li>
  )
}

/** Today's bookings, one list per hour of the Saudi day. */
function Bookings({ props, username }: { props: Props; username: string }) {
  const bookings = props.bookings
  if (!bookings) return <Locked title="حجوزات اليوم" feature="تطبيق الحجوزات" />
  return (
    <TodaySide
      id="today-bookings"
      title="حجوزات اليوم"
      count={bookings.total}
      note={bookings.pending > 0 && <small>{bookings.pending} بانتظار التأكيد</small>}
      empty={bookings.hours.length === 0 ? 'لا توجد حجوزات اليوم.' : null}
    >
      {bookings.hours.map((hour) => (
        <div key={hour.hour} className="today-hour">
          <h3>{hour.label}</h3>
          <ul>
            {hour.bookings.map((booking) => (
              <Card
                key={booking.id}
                kind="booking"
                row={booking}
                time={booking.timeLabel}
                username={username}
                branchId={props.today.branchId}
              />
            ))}
          </ul>
        </div>
      ))}
    </TodaySide>
  )
}

/** The orders still pending (any day) and today's others. */
function Orders({ props, username }: { props: Props; username: string }) {
  const orders = props.orders
  if (!orders) return <Locked title="الطلبات الجديدة" feature="تطبيق إدارة الفروع" />
  return (
    <TodaySide
      id="today-orders"
      title="الطلبات"
      count={orders.length}
      empty={orders.length === 0 ? 'لا توجد طلبات جديدة.' : null}
    >
      <ul>
        {orders.map((order) => (
          <Card
            key={order.id}
            kind="order"
            row={order}
            time={order.createdLabel}
            username={username}
            branchId={props.today.branchId}
          />
        ))}
      </ul>
    </TodaySide>
  )
}

export default function TodayShow(props: Props) {
  const username = usePage<SharedProps>().props.username ?? ''
  const { today } = props
  return (
    <>
      <Seo title="اليوم | لوحة التحكم" />
      <div className="today">
        <header className="today-head">
          <h1>اليوم</h1>
          <p>{today.dayLabel}</p>
          {today.branches.length > 1 && (
            <nav className="today-branches" aria-label="الفروع">
              <Link
                href={route('dashboard.today.show', { username })}
                aria-current={today.branchId === null ? 'page' : undefined}
              >
                كل الفروع
              </Link>
              {today.branches.map((branch) => (
                <Link
                  key={branch.id}
                  href={route('dashboard.today.show', { username }, { branch: branch.id })}
                  aria-current={today.branchId === branch.id ? 'page' : undefined}
                >
                  {branch.name}
                </Link>
              ))}
            </nav>
          )}
        </header>
        <Bookings props={props} username={username} />
        {today.withOrders && <Orders props={props} username={username} />}
      </div>
    </>
  )
}

TodayShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
