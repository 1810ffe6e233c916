import type Bill from '#models/bill'
import type Booking from '#models/booking'
import type BookingItem from '#models/booking_item'
import type Branch from '#models/branch'
import type Customer from '#models/customer'
import { purchaseRow, purchaseTotals } from '#presenters/order_presenter'
import { billFiguresOf, billHeadingOf, billSellerOf } from '#presenters/invoice_presenter'
import { slotDurationLabel, STORE_TIMEZONE, timeLabel } from '#services/booking/availability'

const scheduledDay = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STORE_TIMEZONE,
})

/** The booked time in Saudi time: 'الاثنين 23 نوفمبر 2026' and '10:30 ص'. */
function scheduleOf(booking: Booking) {
  const start = booking.startAt.setZone(STORE_TIMEZONE)
  const end = booking.endAt.setZone(STORE_TIMEZONE)
  return {
    startAt: booking.startAt.toUTC().toISO(),
    endAt: booking.endAt.toUTC().toISO(),
    dateLabel: scheduledDay.format(start.toJSDate()),
    timeLabel: `${timeLabel(start.toFormat('HH:mm'))} - ${timeLabel(end.toFormat('HH:mm'))}`,
  }
}

/** A booking's (or a line's) length as a label: the slot's words without their closing «مدة». */
function durationLabel(minutes: number) {
  return slotDurationLabel(minutes).replace(/ مدة$/, '')
}

/** Plain data for the bookings pages; amounts stay integer halalas. */
export const BookingPresenter = {
  row(booking: Booking) {
    return { ...purchaseRow(booking), ...scheduleOf(booking) }
  },

  item(item: BookingItem, index: number) {
    return {
      index: index + 1,
      id: item.id,
      name: item.serviceName,
      optionName: item.optionName,
      durationMinutes: item.durationMinutes,
      durationLabel: durationLabel(item.durationMinutes),
      price: item.price,
    }
  },

  detail(booking: Booking, branch: Branch | null) {
    return {
      ...BookingPresenter.row(booking),
      ...purchaseTotals(booking),
      reservationCode: booking.reservationCode,
      durationMinutes: booking.durationMinutes,
      customerMobile: booking.customerMobile,
      durationLabel: durationLabel(booking.durationMinutes),
      branch: branch ? { id: branch.id, name: branch.name, address: branch.address } : null,
      items: booking.items.map(BookingPresenter.item),
    }
  },

  /** The printable bill of a booking (tax invoice with the ZATCA QR drawn on the server, or receipt). */
  async bill(booking: Booking, bill: Bill, customer: Customer) {
    return {
      ...(await billHeadingOf(bill)),
      bookingNumber: booking.number,
      reservationCode: booking.reservationCode,
      ...scheduleOf(booking),
      seller: billSellerOf(bill),
      customer: { name: customer.name, email: customer.email, phone: customer.phone },
      items: booking.items.map(BookingPresenter.item),
      // with the credit note of an online refund, as the order's invoice shows it
      ...billFiguresOf(bill),
    }
  },
}

export type BookingRow = ReturnType<typeof BookingPresenter.row>
export type BookingDetail = ReturnType<typeof BookingPresenter.detail>
export type BookingBill = Awaited<ReturnType<typeof BookingPresenter.bill>>
