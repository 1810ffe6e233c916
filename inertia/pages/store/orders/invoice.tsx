import type { OrderInvoice } from '#presenters/invoice_presenter'
import Money from '~/components/ui/money'
import InvoiceDocument from '~/components/invoice_document'
import type { StorePageProps } from '~/components/store_page_props'
import { formatDateTime } from '~/lib/format'

/** InvoicesController.show's type lost these props (it may also render orders/missing with none). */
type Props = StorePageProps<{ invoice: OrderInvoice }>

/** The simplified tax invoice of an order. */
export default function InvoicePrint({ invoice }: Props) {
  const { delivery } = invoice
  const references: { label: string; value: string }[] = [
    { label: 'رقم الطلب', value: String(invoice.orderNumber) },
    { label: 'طريقة الاستلام', value: delivery.methodLabel },
  ]
  if (delivery.requestedLabel) {
    const label = delivery.method === 'pickup' ? 'موعد الاستلام' : 'موعد التوصيل'
    references.push({ label, value: delivery.requestedLabel })
  }
  const rows = invoice.items.map((item) => ({
    key: item.id,
    cells: [
      item.index,
      item.name,
      <Money halalas={item.unitPrice} />,
      item.quantity,
      <Money halalas={item.total} />,
    ],
  }))
  // the fee is a line of its own, VAT included like every line (its VAT is in the invoice's VAT)
  if (delivery.fee > 0) {
    rows.push({
      key: 0,
      cells: [
        rows.length + 1,
        'رسوم التوصيل',
        <Money halalas={delivery.fee} />,
        1,
        <Money halalas={delivery.fee} />,
      ],
    })
  }
  return (
    <InvoiceDocument
      invoice={invoice}
      issued={formatDateTime(invoice.issuedAt)}
      references={references}
      columns={['#', 'المنتج', 'السعر', 'الكمية', 'الإجمالي']}
      rows={rows}
    />
  )
}
