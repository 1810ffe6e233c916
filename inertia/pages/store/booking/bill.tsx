import { useEffect, useState } from 'react'
import { Head } from '@inertiajs/react'
import Money from '~/components/money'
import InvoiceQr from '~/components/invoice_qr'
import type { BookingItemView } from '~/components/booking_types'
import { formatDate } from '~/lib/format'
import '~/css/invoice.css'

interface Bill {
  title: string
  number: number
  issuedAt: string | null
  bookingNumber: number
  reservationCode: string
  dateLabel: string
  timeLabel: string
  seller: {
    name: string
    vatNumber: string | null
    crNumber: string | null
    address: string | null
    phone: string | null
    email: string | null
  }
  customer: { name: string; email: string; phone: string | null }
  items: BookingItemView[]
  subtotal: number
  vat: number
  total: number
  paymentMethod: string
  payment: { status: 'paid' | 'unpaid'; label: string; paidAmount: number; remaining: number }
  qr: { payload: string; svg: string }
}

type Format = 'a4' | 'receipt'

const PAGE_RULES: Record<Format, string> = {
  a4: '@page { size: A4; margin: 12mm; }',
  receipt: '@page { size: 80mm auto; margin: 3mm; }',
}

/**
 * The simplified tax invoice of a booking ('فاتورة ضريبية مبسطة'), opened in an 800x600 window from the
 * booking page and printable on A4 or an 80 mm receipt. Opened with ?print=1 it asks the browser to print.
 */
export default function BookingBill({ bill }: { bill: Bill }) {
  const [format, setFormat] = useState<Format>('a4')

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('print') === '1') {
      const timer = setTimeout(() => window.print(), 300)
      return () => clearTimeout(timer)
    }
  }, [])

  const print = (next: Format) => {
    setFormat(next)
    setTimeout(() => window.print(), 50)
  }

  const { seller, customer } = bill

  return (
    <div className={`invoice-page format-${format}`}>
      <Head title={`${bill.title} ${bill.number}`} />
      <style>{PAGE_RULES[format]}</style>

      <div className="invoice-toolbar no-print">
        <button type="button" onClick={() => print('a4')}>
          طباعة A4
        </button>
        <button type="button" onClick={() => print('receipt')}>
          طباعة إيصال 80 مم
        </button>
        <button type="button" onClick={() => window.close()}>
          إغلاق
        </button>
      </div>

      <article className="invoice">
        <header className="invoice-head">
          <div>
            <h1>{bill.title}</h1>
            <p className="seller-name">{seller.name}</p>
            <dl className="kv">
              {seller.vatNumber && (
                <div>
                  <dt>الرقم الضريبي</dt>
                  <dd dir="ltr">{seller.vatNumber}</dd>
                </div>
              )}
              {seller.crNumber && (
                <div>
                  <dt>السجل التجاري</dt>
                  <dd dir="ltr">{seller.crNumber}</dd>
                </div>
              )}
              {seller.address && (
                <div>
                  <dt>العنوان</dt>
                  <dd>{seller.address}</dd>
                </div>
              )}
              {(seller.phone || seller.email) && (
                <div>
                  <dt>التواصل</dt>
                  <dd dir="ltr">{[seller.phone, seller.email].filter(Boolean).join(' · ')}</dd>
                </div>
              )}
            </dl>
          </div>
          <InvoiceQr svg={bill.qr.svg} payload={bill.qr.payload} />
        </header>

        <section className="invoice-meta">
          <dl className="kv">
            <div>
              <dt>رقم الفاتورة</dt>
              <dd>{bill.number}</dd>
            </div>
            <div>
              <dt>تاريخ الإصدار</dt>
              <dd>{formatDate(bill.issuedAt)}</dd>
            </div>
            <div>
              <dt>رقم الحجز</dt>
              <dd>
                #{bill.bookingNumber} <span dir="ltr">({bill.reservationCode})</span>
              </dd>
            </div>
            <div>
              <dt>الموعد</dt>
              <dd>
                {bill.dateLabel} · {bill.timeLabel}
              </dd>
            </div>
          </dl>
          <dl className="kv">
            <div>
              <dt>العميل</dt>
              <dd>{customer.name}</dd>
            </div>
            <div>
              <dt>البريد</dt>
              <dd dir="ltr">{customer.email}</dd>
            </div>
            {customer.phone && (
              <div>
                <dt>الجوال</dt>
                <dd dir="ltr">{customer.phone}</dd>
              </div>
            )}
          </dl>
        </section>

        <table className="invoice-lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">الخدمة</th>
              <th scope="col">المدة</th>
              <th scope="col">السعر</th>
            </tr>
          </thead>
          <tbody>
            {bill.items.map((item) => (
              <tr key={item.id}>
                <td>{item.index}</td>
                <td>
                  {item.name}
                  {item.optionName && <> - {item.optionName}</>}
                </td>
                <td>{item.durationLabel}</td>
                <td>
                  <Money halalas={item.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="invoice-totals">
          <div>
            <dt>الإجمالي قبل الضريبة</dt>
            <dd>
              <Money halalas={bill.subtotal} />
            </dd>
          </div>
          <div>
            <dt>ضريبة القيمة المضافة 15%</dt>
            <dd>
              <Money halalas={bill.vat} />
            </dd>
          </div>
          <div className="grand">
            <dt>الإجمالي شامل الضريبة</dt>
            <dd>
              <Money halalas={bill.total} />
            </dd>
          </div>
          <div>
            <dt>طريقة الدفع</dt>
            <dd>{bill.paymentMethod}</dd>
          </div>
          <div>
            <dt>حالة الدفع</dt>
            <dd className={`payment-${bill.payment.status}`}>{bill.payment.label}</dd>
          </div>
        </dl>
        <p className="invoice-foot">الأسعار تشمل ضريبة القيمة المضافة 15%</p>
      </article>
    </div>
  )
}
