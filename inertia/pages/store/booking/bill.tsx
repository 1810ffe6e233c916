import type BookingsController from '#controllers/store/booking/bookings_controller'
import Money from '~/components/ui/money'
import InvoiceDocument from '~/components/invoice_document'
import type { RenderedPageProps } from '~/components/store_page_props'
import { formatDate } from '~/lib/format'

type Props = RenderedPageProps<BookingsController, 'bill', 'bill'>

/** The simplified tax invoice of a booking, opened in an 800x600 window from the booking page. */
export default function BookingBill({ bill }: Props) {
  return (
    <InvoiceDocument
      invoice={bill}
      issued={formatDate(bill.issuedAt)}
      references={[
        {
          label: 'رقم الحجز',
          value: (
            <>
              {bill.bookingNumber} <span dir="ltr">({bill.reservationCode})</span>
            </>
          ),
        },
        { label: 'الموعد', value: `${bill.dateLabel} · ${bill.timeLabel}` },
      ]}
      columns={['#', 'الخدمة', 'المدة', 'السعر']}
      rows={bill.items.map((item) => ({
        key: item.id,
        cells: [
          item.index,
          <>
            {item.name}
            {item.optionName && <> - {item.optionName}</>}
          </>,
          item.durationLabel,
          <Money halalas={item.price} />,
        ],
      }))}
    />
  )
}
