// The phone app's "today" board: today's bookings grouped by their Saudi hour, and the orders to act on.
import type { DateTime } from 'luxon'
import type Order from '#models/order'
import type Booking from '#models/booking'
import type Bill from '#models/bill'
import { PurchasePresenter } from '#presenters/dashboard/purchase_presenter'
import { STORE_TIMEZONE, timeLabel } from '#services/booking/availability'
import { STEP_ACTIONS, nextStepOf } from '#services/fulfilment/fulfilment_steps'

const dayName = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: STORE_TIMEZONE,
})

/** The buttons a row offers: confirm and cancel while pending, "paid" while its bill is unpaid. */
function actionsOf(status: string, bill: Bill | null) {
  return {
    canChangeStatus: status === 'pending',
    canMarkPaid: !!bill && bill.status === 'unpaid' && status !== 'cancel',
  }
}

function bookingOf(booking: Booking) {
  return {
    ...PurchasePresenter.bookingRow(booking),
    startLabel: timeLabel(booking.startAt.setZone(STORE_TIMEZONE).toFormat('HH:mm')),
    branchName: booking.branch?.name ?? null,
    ...actionsOf(booking.status, booking.bill ?? null),
  }
}

function orderOf(order: Order) {
  const next = nextStepOf(order)
  return {
    /** the one-tap step forward (issue 36): its value and the button's words */
    nextStep: next ? { value: next, label: STEP_ACTIONS[next] } : null,
    ...PurchasePresenter.orderRow(order),
    createdLabel: timeLabel(order.createdAt.setZone(STORE_TIMEZONE).toFormat('HH:mm')),
    branchName: order.branch?.name ?? null,
    ...actionsOf(order.status, order.bill ?? null),
  }
}

export type TodayBooking = ReturnType<typeof bookingOf>
export type TodayOrder = ReturnType<typeof orderOf>

/** Today's bookings in hours ('10:00 ص' holds every booking that starts from 10:00 to 10:59). */
function byHour(bookings: Booking[]) {
  const hours: { hour: number; label: string; bookings: TodayBooking[] }[] = []
  for (const booking of bookings) {
    const hour = booking.startAt.setZone(STORE_TIMEZONE).hour
    let group = hours.find((item) => item.hour === hour)
    if (!group) {
      group = { hour, label: timeLabel(`${hour}:00`), bookings: [] }
      hours.push(group)
    }
    group.bookings.push(bookingOf(booking))
  }
  return hours
}

export const TodayPresenter = {
  board(board: {
    now: DateTime
    sides: { order: boolean; booking: boolean }
    withOrders: boolean
    branches: { id: number; name: string }[]
    branchId: number | null
    bookings: Booking[] | null
    orders: Order[] | null
  }) {
    return {
      /** the day and the board's frame, read once per visit */
      today: {
        dayLabel: dayName.format(board.now.toJSDate()),
        sides: board.sides,
        /** false for a role without orders (reception): the order side is not shown at all */
        withOrders: board.withOrders,
        branches: board.branches.map((branch) => ({ id: branch.id, name: branch.name })),
        branchId: board.branchId,
      },
      // named as the live events' partial reload names them (use_live_purchases.ts)
      bookings: board.bookings
        ? {
            hours: byHour(board.bookings),
            total: board.bookings.length,
            pending: board.bookings.filter((booking) => booking.status === 'pending').length,
          }
        : null,
      orders: board.orders ? board.orders.map(orderOf) : null,
    }
  },
}
