import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import Money from '~/components/ui/money'
import InvoiceQr from '~/components/invoice_qr'
import type { OrderInvoice } from '#presenters/invoice_presenter'
import type { BookingBill } from '#presenters/booking_presenter'
import type { PlanInvoice } from '#presenters/dashboard/plan_presenter'
import '~/css/invoice.css'

/** An order's invoice, a booking's bill or the platform's invoice of a plan, as presenters send them. */
type Invoice = OrderInvoice | BookingBill | PlanInvoice

interface InvoiceDocumentProps {
  invoice: Invoice
  /** the issue date as the bill shows it */
  issued: ReactNode
  /** what the bill is for: order number, booking number and time... */
  references: { label: string; value: ReactNode }[]
  columns: string[]
  rows: { key: number; cells: ReactNode[] }[]
}

type Format = 'a4' | 'receipt'

const PAGE_RULES: Record<Format, string> = {
  a4: '@page { size: A4; margin: 12mm; }',
  receipt: '@page { size: 80mm auto; margin: 3mm; }',
}

/**
 * The simplified tax invoice ('فاتورة ضريبية مبسطة') - or, for a merchant who does not issue tax
 * invoices, a plain receipt without VAT number, VAT lines or QR - opened in an 800x600 window and printable on A4
 * or on an 80 mm receipt printer. Opened with ?print=1 it asks the browser to print.
 */
export default function InvoiceDocument({
  invoice,
  issued,
  references,
  columns,
  rows,
}: InvoiceDocumentProps) {
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

  const { seller, customer } = invoice

  return (
    <div className={`invoice-page format-${format}`}>
      <Head title={`${invoice.title} رقم ${invoice.number}`} />
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
            <h1>{invoice.title}</h1>
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
          {invoice.qr && <InvoiceQr svg={invoice.qr.svg} payload={invoice.qr.payload} />}
        </header>

        <section className="invoice-meta">
          <dl className="kv">
            <div>
              <dt>{invoice.taxed ? 'رقم الفاتورة' : 'رقم الإيصال'}</dt>
              <dd>{invoice.number}</dd>
            </div>
            <div>
              <dt>تاريخ الإصدار</dt>
              <dd>{issued}</dd>
            </div>
            {references.map((reference) => (
              <div key={reference.label}>
                <dt>{reference.label}</dt>
                <dd>{reference.value}</dd>
              </div>
            ))}
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
            {'address' in customer && customer.address && (
              <div>
                <dt>العنوان</dt>
                <dd>{customer.address}</dd>
              </div>
            )}
          </dl>
        </section>

        <table className="invoice-lines">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="invoice-totals">
          {invoice.taxed && (
            <>
              <div>
                <dt>الإجمالي قبل الضريبة</dt>
                <dd>
                  <Money halalas={invoice.subtotal} />
                </dd>
              </div>
              <div>
                <dt>ضريبة القيمة المضافة 15%</dt>
                <dd>
                  <Money halalas={invoice.vat} />
                </dd>
              </div>
            </>
          )}
          <div className="grand">
            <dt>{invoice.taxed ? 'الإجمالي شامل الضريبة' : 'الإجمالي'}</dt>
            <dd>
              <Money halalas={invoice.total} />
            </dd>
          </div>
          <div>
            <dt>طريقة الدفع</dt>
            <dd>{invoice.paymentMethod}</dd>
          </div>
          <div>
            <dt>حالة الدفع</dt>
            <dd className={`payment-${invoice.payment.status}`}>{invoice.payment.label}</dd>
          </div>
        </dl>
        {'refund' in invoice && invoice.refund && (
          <dl className="invoice-totals invoice-credit" aria-label="إشعار دائن">
            <div className="grand">
              <dt>إشعار دائن: مبلغ مسترد إلى العميل</dt>
              <dd />
            </div>
            {invoice.taxed && (
              <>
                <div>
                  <dt>المسترد قبل الضريبة</dt>
                  <dd>
                    <Money halalas={-invoice.refund.subtotal} />
                  </dd>
                </div>
                <div>
                  <dt>ضريبة القيمة المضافة المستردة</dt>
                  <dd>
                    <Money halalas={-invoice.refund.vat} />
                  </dd>
                </div>
              </>
            )}
            <div>
              <dt>{invoice.taxed ? 'إجمالي المسترد شامل الضريبة' : 'إجمالي المسترد'}</dt>
              <dd>
                <Money halalas={-invoice.refund.total} />
              </dd>
            </div>
            <div className="grand">
              <dt>الصافي بعد الاسترداد</dt>
              <dd>
                <Money halalas={invoice.refund.net} />
              </dd>
            </div>
          </dl>
        )}
        {invoice.taxed && <p className="invoice-foot">الأسعار تشمل ضريبة القيمة المضافة 15%</p>}
      </article>
    </div>
  )
}
