// /dashboard/{username}/today: the phone app's board: today's bookings by hour and the new orders, one tap each.
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { SharedProps } from '~/types'
import type TodayController from '#controllers/dashboard/today_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import TodaySide from '~/components/dashboard/today/today_side'
import { TodayCards, TodayLocked } from '~/components/dashboard/today/today_card'
import '../../../css/dashboard_today.css'

type Props = InferPageProps<TodayController, 'show'>

/** Today's bookings, one list per hour of the Saudi day. */
function Bookings({ props, username }: { props: Props; username: string }) {
  const bookings = props.bookings
  if (!bookings) return <TodayLocked title="حجوزات اليوم" feature="تطبيق الحجوزات" />
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
          <TodayCards
            kind="booking"
            rows={hour.bookings}
            time={(booking) => booking.timeLabel}
            username={username}
            branchId={props.today.branchId}
          />
        </div>
      ))}
    </TodaySide>
  )
}

/** The orders still pending (any day) and today's others. */
function Orders({ props, username }: { props: Props; username: string }) {
  const orders = props.orders
  if (!orders) return <TodayLocked title="الطلبات الجديدة" feature="تطبيق إدارة الفروع" />
  return (
    <TodaySide
      id="today-orders"
      title="الطلبات"
      count={orders.length}
      empty={orders.length === 0 ? 'لا توجد طلبات جديدة.' : null}
    >
      <TodayCards
        kind="order"
        rows={orders}
        time={(order) => order.createdLabel}
        username={username}
        branchId={props.today.branchId}
      />
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
