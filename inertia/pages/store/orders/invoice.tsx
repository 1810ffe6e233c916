import Money from '~/components/money'
import InvoiceDocument from '~/components/invoice_document'
import type { InvoiceBase } from '~/components/invoice_document'
import { formatDate, formatTime } from '~/lib/format'

interface Invoice extends InvoiceBase {
  issuedAt: string | null
  orderNumber: number
  customer: { name: string; email: string; phone: string | null; address: string | null }
  items: {
    index: number
    id: number
    name: string
    unitPrice: number
    quantity: number
    total: number
  }[]
}

/** The simplified tax invoice of an order. */
export default function InvoicePrint({ invoice }: { invoice: Invoice }) {
  return (
    <InvoiceDocument
      invoice={invoice}
      issued={`${formatDate(invoice.issuedAt)} ${formatTime(invoice.issuedAt)}`}
      references={[{ label: 'رقم الطلب', value: `#${invoice.orderNumber}` }]}
      columns={['#', 'المنتج', 'السعر', 'الكمية', 'الإجمالي']}
      rows={invoice.items.map((item) => ({
        key: item.id,
        cells: [
          item.index,
          item.name,
          <Money halalas={item.unitPrice} />,
          item.quantity,
          <Money halalas={item.total} />,
        ],
      }))}
    />
  )
}
