import Money from '~/components/money'
import InvoiceDocument from '~/components/invoice_document'
import type { InvoiceBase } from '~/components/invoice_document'
import type { BookingItemView } from '~/components/booking_types'
import { formatDate } from '~/lib/format'

interface Bill extends InvoiceBase {
  issuedAt: string | null
  bookingNumber: number
  reservationCode: string
  dateLabel: string
  timeLabel: string
  items: BookingItemView[]
}

/** The simplified tax invoice of a booking, opened in an 800x600 window from the booking page. */
export default function BookingBill({ bill }: { bill: Bill }) {
  return (
    <InvoiceDocument
      invoice={bill}
      issued={formatDate(bill.issuedAt)}
      references={[
        {
          label: 'رقم الحجز',
          value: (
            <>
              #{bill.bookingNumber} <span dir="ltr">({bill.reservationCode})</span>
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
