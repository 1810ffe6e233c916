import type { ReactNode } from 'react'
import type BookingsController from '#controllers/store/booking/bookings_controller'
import StoreLayout from '~/layouts/store_layout'
import AccountLayout from '~/components/account_layout'
import { PurchaseDetail, purchaseColumns as col } from '~/components/account_purchases'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import '~/css/booking.css'
import '~/css/payments.css'
import OrderPaymentBox from '~/components/payments/order_payment_box'

type Props = RenderedPageProps<BookingsController, 'show', 'booking'>
type Line = Props['booking']['items'][number]

/** A booking: details, services, summary with the payment status from the bill, and print. */
export default function BookingShow({ booking, payment, username }: Props) {
  return (
    <AccountLayout active="booking" title={`حجز رقم ${booking.number}`}>
      <OrderPaymentBox
        payment={payment}
        payUrl={route('store.bookings.pay', { username, id: booking.id })}
        cancelled={booking.status === 'cancel'}
      />
      <PurchaseDetail<Line>
        record={booking}
        labels={{ number: 'رقم الحجز', date: 'تاريخ الطلب', status: 'حالة الحجز' }}
        facts={[
          {
            label: 'رمز الحجز',
            value: (
              <span dir="ltr" className="booking-code">
                {booking.reservationCode}
              </span>
            ),
          },
          {
            label: 'الموعد',
            value: (
              <>
                {booking.dateLabel}
                <br />
                {booking.timeLabel}
              </>
            ),
          },
          { label: 'المدة', value: booking.durationLabel },
        ]}
        more={
          booking.branch
            ? [
                {
                  label: 'الفرع',
                  wide: true,
                  value: (
                    <>
                      {booking.branch.name}
                      {booking.branch.address && (
                        <span className="muted"> - {booking.branch.address}</span>
                      )}
                    </>
                  ),
                },
              ]
            : []
        }
        invoice={{
          url: route('store.booking_bills.show', { username, id: booking.id }),
          printUrl: route('store.booking_bills.show', { username, id: booking.id }, { print: 1 }),
          window: 'booking-bill',
        }}
        back={{ href: route('store.bookings.index', { username }), label: 'كل الحجوزات' }}
        lineColumns={[
          { header: '#', cell: (item) => item.index },
          { header: 'الخدمة', cell: (item) => item.name },
          { header: 'الخيار', cell: (item) => item.optionName ?? 'أي خيار' },
          { header: 'المدة', cell: (item) => item.durationLabel },
          col.money('السعر', (item) => item.price),
        ]}
        lines={booking.items}
        linesCaption="الخدمات"
        summaryTitle="ملخص الحجز"
      />
    </AccountLayout>
  )
}

BookingShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
